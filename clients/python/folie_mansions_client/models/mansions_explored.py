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

T = TypeVar("T", bound="MansionsExplored")


@_attrs_define
class MansionsExplored:
    """The explorer takes `room`'s whole stack (designed): clues and items to the hand, each spell card
    becomes `spells` (the top spell of its type), nothing cards are discarded.

        Attributes:
            cards (list[str]): The clue and item card ids taken into the hand.
            room (str): The room explored.
            seat (int): The exploring investigator's seat.
            spells (list[str]): The spell card ids drawn for its spell cards (the top spell of each type).
            type_ (Literal['explored']): The event's type, always `explored` here (the log entry's `type` too).
    """

    cards: list[str]
    room: str
    seat: int
    spells: list[str]
    type_: Literal["explored"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        cards = self.cards

        room = self.room

        seat = self.seat

        spells = self.spells

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "cards": cards,
                "room": room,
                "seat": seat,
                "spells": spells,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        cards = cast(list[str], d.pop("cards"))

        room = d.pop("room")

        seat = d.pop("seat")

        spells = cast(list[str], d.pop("spells"))

        type_ = cast(Literal["explored"], d.pop("type"))
        if type_ != "explored":
            raise ValueError(f"type must match const 'explored', got '{type_}'")

        mansions_explored = cls(
            cards=cards,
            room=room,
            seat=seat,
            spells=spells,
            type_=type_,
        )

        mansions_explored.additional_properties = d
        return mansions_explored

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
