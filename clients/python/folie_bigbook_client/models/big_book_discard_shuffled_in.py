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

T = TypeVar("T", bound="BigBookDiscardShuffledIn")


@_attrs_define
class BigBookDiscardShuffledIn:
    """A spell shuffles the discard into the deck: no madness ("Mélanger", R-B-6).

    Attributes:
        cards (list[str]): The deck's cards in order, top first (empty in every seat's copy: the order is secret).
        count (int): Cards in the deck.
        seat (int): The player's seat.
        type_ (Literal['discard_shuffled_in']): The event's type, always `discard_shuffled_in` here (the log entry's
            `type` too).
    """

    cards: list[str]
    count: int
    seat: int
    type_: Literal["discard_shuffled_in"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        cards = self.cards

        count = self.count

        seat = self.seat

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "cards": cards,
                "count": count,
                "seat": seat,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        cards = cast(list[str], d.pop("cards"))

        count = d.pop("count")

        seat = d.pop("seat")

        type_ = cast(Literal["discard_shuffled_in"], d.pop("type"))
        if type_ != "discard_shuffled_in":
            raise ValueError(
                f"type must match const 'discard_shuffled_in', got '{type_}'"
            )

        big_book_discard_shuffled_in = cls(
            cards=cards,
            count=count,
            seat=seat,
            type_=type_,
        )

        big_book_discard_shuffled_in.additional_properties = d
        return big_book_discard_shuffled_in

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
