from __future__ import annotations

from collections.abc import Mapping
from typing import (
    Any,
    Literal,
    Self,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define

T = TypeVar("T", bound="MaeshowePeek")


@_attrs_define
class MaeshowePeek:
    """Espoir discarded: cards to put back on top (top first); the other peeked cards are drawn.

    Attributes:
        action (Literal['peek']): The command's action, always `peek` here (a `LegalAction`'s `action`).
        put_back (list[int]): Ids of the peeked cards to put back on the deck, top first.
    """

    action: Literal["peek"]
    put_back: list[int]

    def to_dict(self) -> dict[str, Any]:
        action = self.action

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
        action = cast(Literal["peek"], d.pop("action"))
        if action != "peek":
            raise ValueError(f"action must match const 'peek', got '{action}'")

        put_back = cast(list[int], d.pop("put_back"))

        maeshowe_peek = cls(
            action=action,
            put_back=put_back,
        )

        return maeshowe_peek
