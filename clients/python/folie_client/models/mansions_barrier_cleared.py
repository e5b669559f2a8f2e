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

T = TypeVar("T", bound="MansionsBarrierCleared")


@_attrs_define
class MansionsBarrierCleared:
    """The barrier is gone (key, item or passed test): the room is open.

    Attributes:
        card (str): The lock or obstacle card's id removed.
        room (str): The room now open.
        type_ (Literal['barrier_cleared']): The event's type, always `barrier_cleared` here (the log entry's `type`
            too).
    """

    card: str
    room: str
    type_: Literal["barrier_cleared"]
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

        type_ = cast(Literal["barrier_cleared"], d.pop("type"))
        if type_ != "barrier_cleared":
            raise ValueError(f"type must match const 'barrier_cleared', got '{type_}'")

        mansions_barrier_cleared = cls(
            card=card,
            room=room,
            type_=type_,
        )

        mansions_barrier_cleared.additional_properties = d
        return mansions_barrier_cleared

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
