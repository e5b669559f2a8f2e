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

T = TypeVar("T", bound="FarCryXpGained")


@_attrs_define
class FarCryXpGained:
    """Cruauté (MD-13, L1225): 100 XP per unit killed while the effect lasts.

    Attributes:
        amount (int): Experience points gained.
        character (str): The character gaining experience.
        type_ (Literal['xp_gained']): The event's type, always `xp_gained` here (the log entry's `type` too).
        why (str): What earned them (an effect id, e.g. "cruaute").
    """

    amount: int
    character: str
    type_: Literal["xp_gained"]
    why: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        amount = self.amount

        character = self.character

        type_ = self.type_

        why = self.why

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "amount": amount,
                "character": character,
                "type": type_,
                "why": why,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        amount = d.pop("amount")

        character = d.pop("character")

        type_ = cast(Literal["xp_gained"], d.pop("type"))
        if type_ != "xp_gained":
            raise ValueError(f"type must match const 'xp_gained', got '{type_}'")

        why = d.pop("why")

        far_cry_xp_gained = cls(
            amount=amount,
            character=character,
            type_=type_,
            why=why,
        )

        far_cry_xp_gained.additional_properties = d
        return far_cry_xp_gained

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
