from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.mansions_barrier_cleared_type import MansionsBarrierClearedType

T = TypeVar("T", bound="MansionsBarrierCleared")


@_attrs_define
class MansionsBarrierCleared:
    """The barrier is gone (key, item or passed test): the room is open.

    Attributes:
        card (str):
        room (str):
        type_ (MansionsBarrierClearedType):
    """

    card: str
    room: str
    type_: MansionsBarrierClearedType
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        room = self.room

        type_ = self.type_.value

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

        type_ = MansionsBarrierClearedType(d.pop("type"))

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
