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

from ..models.far_cry_status_given_status import FarCryStatusGivenStatus

T = TypeVar("T", bound="FarCryStatusGiven")


@_attrs_define
class FarCryStatusGiven:
    """CB-32 (L994): a Bleeding (ST-10) or Blocage (ST-4) token on a unit.

    Attributes:
        by (None | str): The character id or unit uid whose hit gave it; `null` for none.
        status (FarCryStatusGivenStatus): The status token: `bleeding` (ST-10) or `blocage` (ST-4).
        type_ (Literal['status_given']): The event's type, always `status_given` here (the log entry's `type` too).
        who (str): The character id or unit uid given the status.
    """

    by: None | str
    status: FarCryStatusGivenStatus
    type_: Literal["status_given"]
    who: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        by: None | str
        by = self.by

        status = self.status.value

        type_ = self.type_

        who = self.who

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "by": by,
                "status": status,
                "type": type_,
                "who": who,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_by(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        by = _parse_by(d.pop("by"))

        status = FarCryStatusGivenStatus(d.pop("status"))

        type_ = cast(Literal["status_given"], d.pop("type"))
        if type_ != "status_given":
            raise ValueError(f"type must match const 'status_given', got '{type_}'")

        who = d.pop("who")

        far_cry_status_given = cls(
            by=by,
            status=status,
            type_=type_,
            who=who,
        )

        far_cry_status_given.additional_properties = d
        return far_cry_status_given

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
