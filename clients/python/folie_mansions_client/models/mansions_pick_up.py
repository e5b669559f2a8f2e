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

T = TypeVar("T", bound="MansionsPickUp")


@_attrs_define
class MansionsPickUp:
    """Take a card from a dead investigator's pile in your space, freely (R-H-15).

    Attributes:
        action (Literal['pick_up']): The command's action, always `pick_up` here (a `LegalAction`'s `action`).
        card (str): The card's id in the dead investigator's pile.
    """

    action: Literal["pick_up"]
    card: str

    def to_dict(self) -> dict[str, Any]:
        action = self.action

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
        action = cast(Literal["pick_up"], d.pop("action"))
        if action != "pick_up":
            raise ValueError(f"action must match const 'pick_up', got '{action}'")

        card = d.pop("card")

        mansions_pick_up = cls(
            action=action,
            card=card,
        )

        return mansions_pick_up
