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

T = TypeVar("T", bound="MansionsMovementSpent")


@_attrs_define
class MansionsMovementSpent:
    """A movement used without moving (a barrier stopped it, exploring in darkness, H-48).

    Attributes:
        seat (int): The investigator's seat.
        type_ (Literal['movement_spent']): The event's type, always `movement_spent` here (the log entry's `type` too).
    """

    seat: int
    type_: Literal["movement_spent"]
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

        type_ = cast(Literal["movement_spent"], d.pop("type"))
        if type_ != "movement_spent":
            raise ValueError(f"type must match const 'movement_spent', got '{type_}'")

        mansions_movement_spent = cls(
            seat=seat,
            type_=type_,
        )

        mansions_movement_spent.additional_properties = d
        return mansions_movement_spent

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
