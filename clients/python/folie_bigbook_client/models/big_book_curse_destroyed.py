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

T = TypeVar("T", bound="BigBookCurseDestroyed")


@_attrs_define
class BigBookCurseDestroyed:
    """A player destroyed a curse of the invocation track.

    Attributes:
        cards (list[str]): The ids of the cards paid.
        curse (str): The curse card's id.
        madness (list[str]): The Madness cards that lay under it, now in the player's discard pile.
        seat (int): The player's seat.
        type_ (Literal['curse_destroyed']): The event's type, always `curse_destroyed` here (the log entry's `type`
            too).
    """

    cards: list[str]
    curse: str
    madness: list[str]
    seat: int
    type_: Literal["curse_destroyed"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        cards = self.cards

        curse = self.curse

        madness = self.madness

        seat = self.seat

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "cards": cards,
                "curse": curse,
                "madness": madness,
                "seat": seat,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        cards = cast(list[str], d.pop("cards"))

        curse = d.pop("curse")

        madness = cast(list[str], d.pop("madness"))

        seat = d.pop("seat")

        type_ = cast(Literal["curse_destroyed"], d.pop("type"))
        if type_ != "curse_destroyed":
            raise ValueError(f"type must match const 'curse_destroyed', got '{type_}'")

        big_book_curse_destroyed = cls(
            cards=cards,
            curse=curse,
            madness=madness,
            seat=seat,
            type_=type_,
        )

        big_book_curse_destroyed.additional_properties = d
        return big_book_curse_destroyed

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
