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

T = TypeVar("T", bound="MansionsHarmed")


@_attrs_define
class MansionsHarmed:
    """An investigator loses `amount` of `counter` (health or sanity), already clamped at 0 (R-H-28).

    Attributes:
        amount (int): Points lost.
        counter (str): Which counter: "health" or "sanity".
        seat (int): The investigator's seat.
        type_ (Literal['harmed']): The event's type, always `harmed` here (the log entry's `type` too).
    """

    amount: int
    counter: str
    seat: int
    type_: Literal["harmed"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        amount = self.amount

        counter = self.counter

        seat = self.seat

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "amount": amount,
                "counter": counter,
                "seat": seat,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        amount = d.pop("amount")

        counter = d.pop("counter")

        seat = d.pop("seat")

        type_ = cast(Literal["harmed"], d.pop("type"))
        if type_ != "harmed":
            raise ValueError(f"type must match const 'harmed', got '{type_}'")

        mansions_harmed = cls(
            amount=amount,
            counter=counter,
            seat=seat,
            type_=type_,
        )

        mansions_harmed.additional_properties = d
        return mansions_harmed

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
