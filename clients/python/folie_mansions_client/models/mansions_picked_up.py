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

T = TypeVar("T", bound="MansionsPickedUp")


@_attrs_define
class MansionsPickedUp:
    """A card taken from a dead investigator's pile in the space (R-H-15).

    Attributes:
        card (str): The card's id.
        seat (int): The investigator's seat.
        space (str): The space of the pile.
        type_ (Literal['picked_up']): The event's type, always `picked_up` here (the log entry's `type` too).
    """

    card: str
    seat: int
    space: str
    type_: Literal["picked_up"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        seat = self.seat

        space = self.space

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "card": card,
                "seat": seat,
                "space": space,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        card = d.pop("card")

        seat = d.pop("seat")

        space = d.pop("space")

        type_ = cast(Literal["picked_up"], d.pop("type"))
        if type_ != "picked_up":
            raise ValueError(f"type must match const 'picked_up', got '{type_}'")

        mansions_picked_up = cls(
            card=card,
            seat=seat,
            space=space,
            type_=type_,
        )

        mansions_picked_up.additional_properties = d
        return mansions_picked_up

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
