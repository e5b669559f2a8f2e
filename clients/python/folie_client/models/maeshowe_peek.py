from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.maeshowe_peek_action import MaeshowePeekAction

T = TypeVar("T", bound="MaeshowePeek")


@_attrs_define
class MaeshowePeek:
    """Espoir discarded: cards to put back on top (top first); the other peeked cards are drawn.

    Attributes:
        action (MaeshowePeekAction):
        put_back (list[int]):
    """

    action: MaeshowePeekAction
    put_back: list[int]

    def to_dict(self) -> dict[str, Any]:
        action = self.action.value

        put_back = self.put_back

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
                "put_back": put_back,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        action = MaeshowePeekAction(d.pop("action"))

        put_back = cast(list[int], d.pop("put_back"))

        maeshowe_peek = cls(
            action=action,
            put_back=put_back,
        )

        return maeshowe_peek
