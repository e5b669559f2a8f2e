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

T = TypeVar("T", bound="FarCryRuseTaken")


@_attrs_define
class FarCryRuseTaken:
    """M7 (L1508, R-F-74): Vaas took a ruse token, lying beside him or from the Traitor beside him: it goes
    face up on his board and gives its designed effect (the events that follow).

        Attributes:
            at (list[int] | None): The hex the token lay on, or `None` when it was taken from the Traitor's board.
            by (str): The unit (uid) that took it: Vaas Montenegro.
            face (str): The token's face, now known to everyone (a ruse face id of mission 7).
            type_ (Literal['ruse_taken']): The event's type, always `ruse_taken` here (the log entry's `type` too).
    """

    at: list[int] | None
    by: str
    face: str
    type_: Literal["ruse_taken"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        at: list[int] | None
        if isinstance(self.at, list):
            at = self.at

        else:
            at = self.at

        by = self.by

        face = self.face

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "at": at,
                "by": by,
                "face": face,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_at(data: object) -> list[int] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                at_type_0 = cast(list[int], data)

                return at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int] | None, data)

        at = _parse_at(d.pop("at"))

        by = d.pop("by")

        face = d.pop("face")

        type_ = cast(Literal["ruse_taken"], d.pop("type"))
        if type_ != "ruse_taken":
            raise ValueError(f"type must match const 'ruse_taken', got '{type_}'")

        far_cry_ruse_taken = cls(
            at=at,
            by=by,
            face=face,
            type_=type_,
        )

        far_cry_ruse_taken.additional_properties = d
        return far_cry_ruse_taken

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
