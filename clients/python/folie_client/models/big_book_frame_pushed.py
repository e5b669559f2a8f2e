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

T = TypeVar("T", bound="BigBookFramePushed")


@_attrs_define
class BigBookFramePushed:
    """FramePushed

    Attributes:
        actions (int): Extra actions granted.
        seat (int): The player's seat gaining actions.
        type_ (Literal['frame_pushed']): The event's type, always `frame_pushed` here (the log entry's `type` too).
    """

    actions: int
    seat: int
    type_: Literal["frame_pushed"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        actions = self.actions

        seat = self.seat

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "actions": actions,
                "seat": seat,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        actions = d.pop("actions")

        seat = d.pop("seat")

        type_ = cast(Literal["frame_pushed"], d.pop("type"))
        if type_ != "frame_pushed":
            raise ValueError(f"type must match const 'frame_pushed', got '{type_}'")

        big_book_frame_pushed = cls(
            actions=actions,
            seat=seat,
            type_=type_,
        )

        big_book_frame_pushed.additional_properties = d
        return big_book_frame_pushed

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
