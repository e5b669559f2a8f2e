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

T = TypeVar("T", bound="FarCryHealed")


@_attrs_define
class FarCryHealed:
    """ST-11 (L1444): HP restored, never above the maximum (`amount` is what was regained).

    Attributes:
        amount (int): Health points regained.
        source (str): What healed it: a potion, talent or effect id ("adrenaline", "ruse", "amanites"...).
        type_ (Literal['healed']): The event's type, always `healed` here (the log entry's `type` too).
        who (str): The character id or unit uid healed.
    """

    amount: int
    source: str
    type_: Literal["healed"]
    who: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        amount = self.amount

        source = self.source

        type_ = self.type_

        who = self.who

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "amount": amount,
                "source": source,
                "type": type_,
                "who": who,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        amount = d.pop("amount")

        source = d.pop("source")

        type_ = cast(Literal["healed"], d.pop("type"))
        if type_ != "healed":
            raise ValueError(f"type must match const 'healed', got '{type_}'")

        who = d.pop("who")

        far_cry_healed = cls(
            amount=amount,
            source=source,
            type_=type_,
            who=who,
        )

        far_cry_healed.additional_properties = d
        return far_cry_healed

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
