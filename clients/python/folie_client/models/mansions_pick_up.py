from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.mansions_pick_up_action import MansionsPickUpAction

T = TypeVar("T", bound="MansionsPickUp")


@_attrs_define
class MansionsPickUp:
    """Take a card from a dead investigator's pile in your space, freely (R-H-15).

    Attributes:
        action (MansionsPickUpAction):
        card (str):
    """

    action: MansionsPickUpAction
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
        action = MansionsPickUpAction(d.pop("action"))

        card = d.pop("card")

        mansions_pick_up = cls(
            action=action,
            card=card,
        )

        return mansions_pick_up
