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
from attrs import field as _attrs_field

T = TypeVar("T", bound="FarCryStressTurned")


@_attrs_define
class FarCryStressTurned:
    """MD-11, R-F-8: turned face up and applied at the owner's tier.

    Attributes:
        card (str): The madness card's id (content `madness.json`).
        character (str): The character whose stress card is turned.
        tier (int): The madness tier its effect is applied at (from the owner's madness tokens, MD-11).
        type_ (Literal['stress_turned']): The event's type, always `stress_turned` here (the log entry's `type` too).
    """

    card: str
    character: str
    tier: int
    type_: Literal["stress_turned"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        character = self.character

        tier = self.tier

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "card": card,
                "character": character,
                "tier": tier,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        card = d.pop("card")

        character = d.pop("character")

        tier = d.pop("tier")

        type_ = cast(Literal["stress_turned"], d.pop("type"))
        if type_ != "stress_turned":
            raise ValueError(f"type must match const 'stress_turned', got '{type_}'")

        far_cry_stress_turned = cls(
            card=card,
            character=character,
            tier=tier,
            type_=type_,
        )

        far_cry_stress_turned.additional_properties = d
        return far_cry_stress_turned

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
