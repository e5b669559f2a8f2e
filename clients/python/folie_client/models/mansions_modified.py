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

T = TypeVar("T", bound="MansionsModified")


@_attrs_define
class MansionsModified:
    """Modified

    Attributes:
        amount (int): The change (negative: a penalty).
        duration (str): How long: this `turn` or `while_in_play` (while its card stays).
        seat (int): The investigator's seat.
        stat (str): What changes: an attribute, "movements" or "actions".
        type_ (Literal['modified']): The event's type, always `modified` here (the log entry's `type` too).
    """

    amount: int
    duration: str
    seat: int
    stat: str
    type_: Literal["modified"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        amount = self.amount

        duration = self.duration

        seat = self.seat

        stat = self.stat

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "amount": amount,
                "duration": duration,
                "seat": seat,
                "stat": stat,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        amount = d.pop("amount")

        duration = d.pop("duration")

        seat = d.pop("seat")

        stat = d.pop("stat")

        type_ = cast(Literal["modified"], d.pop("type"))
        if type_ != "modified":
            raise ValueError(f"type must match const 'modified', got '{type_}'")

        mansions_modified = cls(
            amount=amount,
            duration=duration,
            seat=seat,
            stat=stat,
            type_=type_,
        )

        mansions_modified.additional_properties = d
        return mansions_modified

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
