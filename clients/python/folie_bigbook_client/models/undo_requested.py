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

T = TypeVar("T", bound="UndoRequested")


@_attrs_define
class UndoRequested:
    """A seat asks to go back to `to_version`; `needs` are the seats whose consent is missing.

    Attributes:
        at_version (int): The match's version when asked.
        needs (list[int]): The seats whose consent is missing.
        seat (int): The seat asking.
        to_version (int): The version to go back to.
        type_ (Literal['undo_requested']): The event's type, always `undo_requested` here (the log entry's `type` too).
    """

    at_version: int
    needs: list[int]
    seat: int
    to_version: int
    type_: Literal["undo_requested"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        at_version = self.at_version

        needs = self.needs

        seat = self.seat

        to_version = self.to_version

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "at_version": at_version,
                "needs": needs,
                "seat": seat,
                "to_version": to_version,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        at_version = d.pop("at_version")

        needs = cast(list[int], d.pop("needs"))

        seat = d.pop("seat")

        to_version = d.pop("to_version")

        type_ = cast(Literal["undo_requested"], d.pop("type"))
        if type_ != "undo_requested":
            raise ValueError(f"type must match const 'undo_requested', got '{type_}'")

        undo_requested = cls(
            at_version=at_version,
            needs=needs,
            seat=seat,
            to_version=to_version,
            type_=type_,
        )

        undo_requested.additional_properties = d
        return undo_requested

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
