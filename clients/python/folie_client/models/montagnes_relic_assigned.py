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

T = TypeVar("T", bound="MontagnesRelicAssigned")


@_attrs_define
class MontagnesRelicAssigned:
    """RelicAssigned

    Attributes:
        card (str): The relic card's id.
        seat (int): The seat receiving it.
        type_ (Literal['relic_assigned']): The event's type, always `relic_assigned` here (the log entry's `type` too).
    """

    card: str
    seat: int
    type_: Literal["relic_assigned"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        seat = self.seat

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "card": card,
                "seat": seat,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        card = d.pop("card")

        seat = d.pop("seat")

        type_ = cast(Literal["relic_assigned"], d.pop("type"))
        if type_ != "relic_assigned":
            raise ValueError(f"type must match const 'relic_assigned', got '{type_}'")

        montagnes_relic_assigned = cls(
            card=card,
            seat=seat,
            type_=type_,
        )

        montagnes_relic_assigned.additional_properties = d
        return montagnes_relic_assigned

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
