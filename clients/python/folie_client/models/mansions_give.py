from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.mansions_give_action import MansionsGiveAction

T = TypeVar("T", bound="MansionsGive")


@_attrs_define
class MansionsGive:
    """Keeper step 1 (L46): give an item or exploration card to an investigator in your space.

    Attributes:
        action (MansionsGiveAction):
        card (str):
        to (int):
    """

    action: MansionsGiveAction
    card: str
    to: int

    def to_dict(self) -> dict[str, Any]:
        action = self.action.value

        card = self.card

        to = self.to

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
                "card": card,
                "to": to,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        action = MansionsGiveAction(d.pop("action"))

        card = d.pop("card")

        to = d.pop("to")

        mansions_give = cls(
            action=action,
            card=card,
            to=to,
        )

        return mansions_give
