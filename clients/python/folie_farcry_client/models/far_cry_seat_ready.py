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

T = TypeVar("T", bound="FarCrySeatReady")


@_attrs_define
class FarCrySeatReady:
    """A seat is ready to leave, or no longer; the next mission's set-up follows the last one ready.

    Attributes:
        ready (bool): True when ready to leave; false when no longer.
        seat (int): The seat (0-based).
        type_ (Literal['seat_ready']): The event's type, always `seat_ready` here (the log entry's `type` too).
    """

    ready: bool
    seat: int
    type_: Literal["seat_ready"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        ready = self.ready

        seat = self.seat

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "ready": ready,
                "seat": seat,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        ready = d.pop("ready")

        seat = d.pop("seat")

        type_ = cast(Literal["seat_ready"], d.pop("type"))
        if type_ != "seat_ready":
            raise ValueError(f"type must match const 'seat_ready', got '{type_}'")

        far_cry_seat_ready = cls(
            ready=ready,
            seat=seat,
            type_=type_,
        )

        far_cry_seat_ready.additional_properties = d
        return far_cry_seat_ready

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
