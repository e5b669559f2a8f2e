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

T = TypeVar("T", bound="MansionsLeftHiding")


@_attrs_define
class MansionsLeftHiding:
    """Out of hiding in a later turn, for a movement or the action (H-53, R-H-13).

    Attributes:
        seat (int): The investigator's seat.
        type_ (Literal['left_hiding']): The event's type, always `left_hiding` here (the log entry's `type` too).
        using (str): What it spent: "movement" or "action".
    """

    seat: int
    type_: Literal["left_hiding"]
    using: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        type_ = self.type_

        using = self.using

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "seat": seat,
                "type": type_,
                "using": using,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        seat = d.pop("seat")

        type_ = cast(Literal["left_hiding"], d.pop("type"))
        if type_ != "left_hiding":
            raise ValueError(f"type must match const 'left_hiding', got '{type_}'")

        using = d.pop("using")

        mansions_left_hiding = cls(
            seat=seat,
            type_=type_,
            using=using,
        )

        mansions_left_hiding.additional_properties = d
        return mansions_left_hiding

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
