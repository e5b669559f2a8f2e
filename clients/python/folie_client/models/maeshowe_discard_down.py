from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.maeshowe_discard_down_action import MaeshoweDiscardDownAction

T = TypeVar("T", bound="MaeshoweDiscardDown")


@_attrs_define
class MaeshoweDiscardDown:
    """Peur du noir: the receiver discards back to 5 cards (no discard effect).

    Attributes:
        action (MaeshoweDiscardDownAction):
        cards (list[int]):
    """

    action: MaeshoweDiscardDownAction
    cards: list[int]

    def to_dict(self) -> dict[str, Any]:
        action = self.action.value

        cards = self.cards

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
                "cards": cards,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        action = MaeshoweDiscardDownAction(d.pop("action"))

        cards = cast(list[int], d.pop("cards"))

        maeshowe_discard_down = cls(
            action=action,
            cards=cards,
        )

        return maeshowe_discard_down
