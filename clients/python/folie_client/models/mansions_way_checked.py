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

T = TypeVar("T", bound="MansionsWayChecked")


@_attrs_define
class MansionsWayChecked:
    """An investigator entered `room` and met no lock or obstacle on top of its face-down stack.

    The entrant (and the table) learnt something of a secret stack, so no undo may take it back
    (issue 33: an undo never hides what a seat has seen; `Moved` alone said nothing of the stack).

        Attributes:
            room (str): The room entered.
            type_ (Literal['way_checked']): The event's type, always `way_checked` here (the log entry's `type` too).
    """

    room: str
    type_: Literal["way_checked"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        room = self.room

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "room": room,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        room = d.pop("room")

        type_ = cast(Literal["way_checked"], d.pop("type"))
        if type_ != "way_checked":
            raise ValueError(f"type must match const 'way_checked', got '{type_}'")

        mansions_way_checked = cls(
            room=room,
            type_=type_,
        )

        mansions_way_checked.additional_properties = d
        return mansions_way_checked

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
