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

T = TypeVar("T", bound="FarCryImpulseUsed")


@_attrs_define
class FarCryImpulseUsed:
    """UA-1 (L823-825): the character board's once-per-mission impulse; MP gains and reloads fold
    here, healing and cleared statuses follow as their own events.

        Attributes:
            amount (int): The effect's amount (MP gained, HP healed...), in the effect's unit.
            character (str): The character using the impulse.
            code (str): The impulse's effect code (its character board's).
            type_ (Literal['impulse_used']): The event's type, always `impulse_used` here (the log entry's `type` too).
    """

    amount: int
    character: str
    code: str
    type_: Literal["impulse_used"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        amount = self.amount

        character = self.character

        code = self.code

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "amount": amount,
                "character": character,
                "code": code,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        amount = d.pop("amount")

        character = d.pop("character")

        code = d.pop("code")

        type_ = cast(Literal["impulse_used"], d.pop("type"))
        if type_ != "impulse_used":
            raise ValueError(f"type must match const 'impulse_used', got '{type_}'")

        far_cry_impulse_used = cls(
            amount=amount,
            character=character,
            code=code,
            type_=type_,
        )

        far_cry_impulse_used.additional_properties = d
        return far_cry_impulse_used

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
