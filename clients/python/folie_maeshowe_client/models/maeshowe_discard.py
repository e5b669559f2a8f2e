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

T = TypeVar("T", bound="MaeshoweDiscard")


@_attrs_define
class MaeshoweDiscard:
    """The turn's discard: a card from the hand onto its owner's discard pile (its discard effect resolves).

    Attributes:
        action (Literal['discard']): The command's action, always `discard` here (a `LegalAction`'s `action`).
        card (int): The card's id, from the hand.
    """

    action: Literal["discard"]
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
        action = cast(Literal["discard"], d.pop("action"))
        if action != "discard":
            raise ValueError(f"action must match const 'discard', got '{action}'")

        card = d.pop("card")

        maeshowe_discard = cls(
            action=action,
            card=card,
        )

        return maeshowe_discard
