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

T = TypeVar("T", bound="MaeshoweHealthChanged")


@_attrs_define
class MaeshoweHealthChanged:
    """A player's health (or health track top) changed.

    Attributes:
        delta (int): Health points gained (positive) or lost (negative).
        health (int): Health points after the change.
        max_health (int): The health track's top after the change.
        seat (int): The player's seat.
        type_ (Literal['health_changed']): The event's type, always `health_changed` here (the log entry's `type` too).
    """

    delta: int
    health: int
    max_health: int
    seat: int
    type_: Literal["health_changed"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        delta = self.delta

        health = self.health

        max_health = self.max_health

        seat = self.seat

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "delta": delta,
                "health": health,
                "max_health": max_health,
                "seat": seat,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        delta = d.pop("delta")

        health = d.pop("health")

        max_health = d.pop("max_health")

        seat = d.pop("seat")

        type_ = cast(Literal["health_changed"], d.pop("type"))
        if type_ != "health_changed":
            raise ValueError(f"type must match const 'health_changed', got '{type_}'")

        maeshowe_health_changed = cls(
            delta=delta,
            health=health,
            max_health=max_health,
            seat=seat,
            type_=type_,
        )

        maeshowe_health_changed.additional_properties = d
        return maeshowe_health_changed

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
