from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="JoinedSeat")


@_attrs_define
class JoinedSeat:
    """The seat's token, shown once, to its player only.

    Attributes:
        match_id (str): The match's id.
        seat (int): The seat taken (0-based).
        token (str): The seat's bearer token, shown once: keep it.
        version (int): The match's version after joining.
    """

    match_id: str
    seat: int
    token: str
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        match_id = self.match_id

        seat = self.seat

        token = self.token

        version = self.version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "match_id": match_id,
                "seat": seat,
                "token": token,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        match_id = d.pop("match_id")

        seat = d.pop("seat")

        token = d.pop("token")

        version = d.pop("version")

        joined_seat = cls(
            match_id=match_id,
            seat=seat,
            token=token,
            version=version,
        )

        joined_seat.additional_properties = d
        return joined_seat

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
