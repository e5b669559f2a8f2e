from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="SeatOccupancy")


@_attrs_define
class SeatOccupancy:
    """Whether `seat` has a player's token, an open invitation, or neither (nobody can play it).

    Attributes:
        invited (bool): True when an unused invitation code for the seat is open.
        joined (bool): True when a player holds the seat's token (joined or seated at creation).
        seat (int): The seat (0-based).
    """

    invited: bool
    joined: bool
    seat: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        invited = self.invited

        joined = self.joined

        seat = self.seat

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "invited": invited,
                "joined": joined,
                "seat": seat,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        invited = d.pop("invited")

        joined = d.pop("joined")

        seat = d.pop("seat")

        seat_occupancy = cls(
            invited=invited,
            joined=joined,
            seat=seat,
        )

        seat_occupancy.additional_properties = d
        return seat_occupancy

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
