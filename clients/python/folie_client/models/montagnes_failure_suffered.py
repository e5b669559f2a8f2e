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

T = TypeVar("T", bound="MontagnesFailureSuffered")


@_attrs_define
class MontagnesFailureSuffered:
    """FailureSuffered

    Attributes:
        consequence (str): The consequence chosen: "madness" (a player draws a madness card) or "die" (the resolution
            die is rolled).
        seat (int | None): The seat that draws the madness card; `null` for "die".
        trial (int): The failed trial's index on the tile (0-based).
        type_ (Literal['failure_suffered']): The event's type, always `failure_suffered` here (the log entry's `type`
            too).
    """

    consequence: str
    seat: int | None
    trial: int
    type_: Literal["failure_suffered"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        consequence = self.consequence

        seat: int | None
        seat = self.seat

        trial = self.trial

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "consequence": consequence,
                "seat": seat,
                "trial": trial,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        consequence = d.pop("consequence")

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        trial = d.pop("trial")

        type_ = cast(Literal["failure_suffered"], d.pop("type"))
        if type_ != "failure_suffered":
            raise ValueError(f"type must match const 'failure_suffered', got '{type_}'")

        montagnes_failure_suffered = cls(
            consequence=consequence,
            seat=seat,
            trial=trial,
            type_=type_,
        )

        montagnes_failure_suffered.additional_properties = d
        return montagnes_failure_suffered

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
