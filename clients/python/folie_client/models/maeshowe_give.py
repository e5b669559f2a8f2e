from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.maeshowe_give_action import MaeshoweGiveAction

T = TypeVar("T", bound="MaeshoweGive")


@_attrs_define
class MaeshoweGive:
    """Peur du noir: give a card to the other player instead of discarding.

    Attributes:
        action (MaeshoweGiveAction):
        card (int):
    """

    action: MaeshoweGiveAction
    card: int

    def to_dict(self) -> dict[str, Any]:
        action = self.action.value

        card = self.card

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
                "card": card,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        action = MaeshoweGiveAction(d.pop("action"))

        card = d.pop("card")

        maeshowe_give = cls(
            action=action,
            card=card,
        )

        return maeshowe_give
