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

T = TypeVar("T", bound="MaeshoweGive")


@_attrs_define
class MaeshoweGive:
    """Peur du noir: give a card to the other player instead of discarding.

    Attributes:
        action (Literal['give']): The command's action, always `give` here (a `LegalAction`'s `action`).
        card (int): The card's id, from the hand.
    """

    action: Literal["give"]
    card: int

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
        action = cast(Literal["give"], d.pop("action"))
        if action != "give":
            raise ValueError(f"action must match const 'give', got '{action}'")

        card = d.pop("card")

        maeshowe_give = cls(
            action=action,
            card=card,
        )

        return maeshowe_give
