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

T = TypeVar("T", bound="MontagnesPlaceCards")


@_attrs_define
class MontagnesPlaceCards:
    """ACTION (phase de Rencontre): cards from one's hand face down on the sled.

    Attributes:
        action (Literal['place_cards']): The command's action, always `place_cards` here (a `LegalAction`'s `action`).
        cards (list[str]): The ids of the hand cards placed.
    """

    action: Literal["place_cards"]
    cards: list[str]

    def to_dict(self) -> dict[str, Any]:
        action = self.action

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
        action = cast(Literal["place_cards"], d.pop("action"))
        if action != "place_cards":
            raise ValueError(f"action must match const 'place_cards', got '{action}'")

        cards = cast(list[str], d.pop("cards"))

        montagnes_place_cards = cls(
            action=action,
            cards=cards,
        )

        return montagnes_place_cards
