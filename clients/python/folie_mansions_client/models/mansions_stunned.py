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

T = TypeVar("T", bound="MansionsStunned")


@_attrs_define
class MansionsStunned:
    """Stun tokens on an investigator (`seat`) or a monster (`monster`) (H-44, H-45, R-H-11).

    Attributes:
        count (int): Stun tokens put on.
        monster (int | None): The stunned monster's uid; `null` for an investigator.
        seat (int | None): The stunned investigator's seat; `null` for a monster.
        type_ (Literal['stunned']): The event's type, always `stunned` here (the log entry's `type` too).
    """

    count: int
    monster: int | None
    seat: int | None
    type_: Literal["stunned"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        count = self.count

        monster: int | None
        monster = self.monster

        seat: int | None
        seat = self.seat

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "count": count,
                "monster": monster,
                "seat": seat,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        count = d.pop("count")

        def _parse_monster(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        monster = _parse_monster(d.pop("monster"))

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        type_ = cast(Literal["stunned"], d.pop("type"))
        if type_ != "stunned":
            raise ValueError(f"type must match const 'stunned', got '{type_}'")

        mansions_stunned = cls(
            count=count,
            monster=monster,
            seat=seat,
            type_=type_,
        )

        mansions_stunned.additional_properties = d
        return mansions_stunned

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
