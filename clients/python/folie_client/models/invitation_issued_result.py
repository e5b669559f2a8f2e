from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="InvitationIssuedResult")


@_attrs_define
class InvitationIssuedResult:
    """InvitationIssuedResult

    Attributes:
        invitation (str): The new single-use invitation code.
        seat (int): The seat the code is for (0-based).
        version (int): The match's version after issuing it.
    """

    invitation: str
    seat: int
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        invitation = self.invitation

        seat = self.seat

        version = self.version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "invitation": invitation,
                "seat": seat,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        invitation = d.pop("invitation")

        seat = d.pop("seat")

        version = d.pop("version")

        invitation_issued_result = cls(
            invitation=invitation,
            seat=seat,
            version=version,
        )

        invitation_issued_result.additional_properties = d
        return invitation_issued_result

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
