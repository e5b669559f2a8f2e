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

T = TypeVar("T", bound="BigBookFramePopped")


@_attrs_define
class BigBookFramePopped:
    """FramePopped

    Attributes:
        seat (int): The player's seat whose extra actions are over.
        type_ (Literal['frame_popped']): The event's type, always `frame_popped` here (the log entry's `type` too).
    """

    seat: int
    type_: Literal["frame_popped"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "seat": seat,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        seat = d.pop("seat")

        type_ = cast(Literal["frame_popped"], d.pop("type"))
        if type_ != "frame_popped":
            raise ValueError(f"type must match const 'frame_popped', got '{type_}'")

        big_book_frame_popped = cls(
            seat=seat,
            type_=type_,
        )

        big_book_frame_popped.additional_properties = d
        return big_book_frame_popped

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
