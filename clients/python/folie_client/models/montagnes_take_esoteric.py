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

T = TypeVar("T", bound="MontagnesTakeEsoteric")


@_attrs_define
class MontagnesTakeEsoteric:
    """Reward Équipement Ésotérique (or a relic's action): an esoteric card goes onto the equipment discard pile.

    Attributes:
        action (Literal['take_esoteric']): The command's action, always `take_esoteric` here (a `LegalAction`'s
            `action`).
        card (str): The esoteric card's id, from the esoteric pile.
    """

    action: Literal["take_esoteric"]
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
        action = cast(Literal["take_esoteric"], d.pop("action"))
        if action != "take_esoteric":
            raise ValueError(f"action must match const 'take_esoteric', got '{action}'")

        card = d.pop("card")

        montagnes_take_esoteric = cls(
            action=action,
            card=card,
        )

        return montagnes_take_esoteric
