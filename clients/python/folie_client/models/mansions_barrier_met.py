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

T = TypeVar("T", bound="MansionsBarrierMet")


@_attrs_define
class MansionsBarrierMet:
    """The lock or obstacle on top of `room`'s stack is revealed by an investigator trying to enter.

    Attributes:
        card (str): The lock or obstacle card's id, revealed.
        room (str): The room whose stack is topped by the barrier.
        type_ (Literal['barrier_met']): The event's type, always `barrier_met` here (the log entry's `type` too).
    """

    card: str
    room: str
    type_: Literal["barrier_met"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        room = self.room

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "card": card,
                "room": room,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        card = d.pop("card")

        room = d.pop("room")

        type_ = cast(Literal["barrier_met"], d.pop("type"))
        if type_ != "barrier_met":
            raise ValueError(f"type must match const 'barrier_met', got '{type_}'")

        mansions_barrier_met = cls(
            card=card,
            room=room,
            type_=type_,
        )

        mansions_barrier_met.additional_properties = d
        return mansions_barrier_met

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
