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

T = TypeVar("T", bound="MansionsThreatGained")


@_attrs_define
class MansionsThreatGained:
    """ThreatGained

    Attributes:
        amount (int): Threat tokens the keeper gains.
        type_ (Literal['threat_gained']): The event's type, always `threat_gained` here (the log entry's `type` too).
    """

    amount: int
    type_: Literal["threat_gained"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        amount = self.amount

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "amount": amount,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        amount = d.pop("amount")

        type_ = cast(Literal["threat_gained"], d.pop("type"))
        if type_ != "threat_gained":
            raise ValueError(f"type must match const 'threat_gained', got '{type_}'")

        mansions_threat_gained = cls(
            amount=amount,
            type_=type_,
        )

        mansions_threat_gained.additional_properties = d
        return mansions_threat_gained

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
