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

T = TypeVar("T", bound="Undone")


@_attrs_define
class Undone:
    """History after `to_version` no longer counts (it stays stored and visible in the log).

    Attributes:
        seat (int): The seat whose request was undone.
        to_version (int): The version the match went back to.
        type_ (Literal['undone']): The event's type, always `undone` here (the log entry's `type` too).
    """

    seat: int
    to_version: int
    type_: Literal["undone"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        to_version = self.to_version

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "seat": seat,
                "to_version": to_version,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        seat = d.pop("seat")

        to_version = d.pop("to_version")

        type_ = cast(Literal["undone"], d.pop("type"))
        if type_ != "undone":
            raise ValueError(f"type must match const 'undone', got '{type_}'")

        undone = cls(
            seat=seat,
            to_version=to_version,
            type_=type_,
        )

        undone.additional_properties = d
        return undone

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
