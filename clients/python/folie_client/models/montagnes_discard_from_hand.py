from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.montagnes_discard_from_hand_action import MontagnesDiscardFromHandAction

T = TypeVar("T", bound="MontagnesDiscardFromHand")


@_attrs_define
class MontagnesDiscardFromHand:
    """A relic's action: discard one hand card (`"none"`: keep the hand).

    Attributes:
        action (MontagnesDiscardFromHandAction):
        card (str):
    """

    action: MontagnesDiscardFromHandAction
    card: str

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
        action = MontagnesDiscardFromHandAction(d.pop("action"))

        card = d.pop("card")

        montagnes_discard_from_hand = cls(
            action=action,
            card=card,
        )

        return montagnes_discard_from_hand
