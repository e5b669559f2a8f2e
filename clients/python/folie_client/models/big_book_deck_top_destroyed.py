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

T = TypeVar("T", bound="BigBookDeckTopDestroyed")


@_attrs_define
class BigBookDeckTopDestroyed:
    """DeckTopDestroyed

    Attributes:
        cards (list[str]): The deck's top card ids destroyed.
        seat (int): The player's seat.
        type_ (Literal['deck_top_destroyed']): The event's type, always `deck_top_destroyed` here (the log entry's
            `type` too).
    """

    cards: list[str]
    seat: int
    type_: Literal["deck_top_destroyed"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        cards = self.cards

        seat = self.seat

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "cards": cards,
                "seat": seat,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        cards = cast(list[str], d.pop("cards"))

        seat = d.pop("seat")

        type_ = cast(Literal["deck_top_destroyed"], d.pop("type"))
        if type_ != "deck_top_destroyed":
            raise ValueError(
                f"type must match const 'deck_top_destroyed', got '{type_}'"
            )

        big_book_deck_top_destroyed = cls(
            cards=cards,
            seat=seat,
            type_=type_,
        )

        big_book_deck_top_destroyed.additional_properties = d
        return big_book_deck_top_destroyed

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
