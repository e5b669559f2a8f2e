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

from ..models.far_cry_status_cleared_status import FarCryStatusClearedStatus

T = TypeVar("T", bound="FarCryStatusCleared")


@_attrs_define
class FarCryStatusCleared:
    """A status token discarded: Blocage at the end of the unit's turn (ST-4, R-F-11), a bandage.

    Attributes:
        status (FarCryStatusClearedStatus): The status token discarded: `bleeding` or `blocage`.
        type_ (Literal['status_cleared']): The event's type, always `status_cleared` here (the log entry's `type` too).
        who (str): The character id or unit uid losing the status.
    """

    status: FarCryStatusClearedStatus
    type_: Literal["status_cleared"]
    who: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        status = self.status.value

        type_ = self.type_

        who = self.who

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "status": status,
                "type": type_,
                "who": who,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        status = FarCryStatusClearedStatus(d.pop("status"))

        type_ = cast(Literal["status_cleared"], d.pop("type"))
        if type_ != "status_cleared":
            raise ValueError(f"type must match const 'status_cleared', got '{type_}'")

        who = d.pop("who")

        far_cry_status_cleared = cls(
            status=status,
            type_=type_,
            who=who,
        )

        far_cry_status_cleared.additional_properties = d
        return far_cry_status_cleared

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
