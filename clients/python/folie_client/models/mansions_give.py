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

T = TypeVar("T", bound="MansionsGive")


@_attrs_define
class MansionsGive:
    """Keeper step 1 (L46): give an item or exploration card to an investigator in your space.

    Attributes:
        action (Literal['give']): The command's action, always `give` here (a `LegalAction`'s `action`).
        card (str): The item or exploration card's id, from the keeper's hand.
        to (int): The seat of the investigator in the keeper's space receiving it.
    """

    action: Literal["give"]
    card: str
    to: int

    def to_dict(self) -> dict[str, Any]:
        action = self.action

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
        action = cast(Literal["give"], d.pop("action"))
        if action != "give":
            raise ValueError(f"action must match const 'give', got '{action}'")

        card = d.pop("card")

        to = d.pop("to")

        mansions_give = cls(
            action=action,
            card=card,
            to=to,
        )

        return mansions_give
