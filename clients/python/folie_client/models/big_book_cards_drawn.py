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

T = TypeVar("T", bound="BigBookCardsDrawn")


@_attrs_define
class BigBookCardsDrawn:
    """Cards drawn from the top of a player's deck into their hand.

    Attributes:
        cards (list[str]): The cards' ids, e.g. `water-2-07`, `madness-03` (empty in other seats' copies).
        count (int): How many cards were drawn.
        seat (int): The seat that drew.
        type_ (Literal['cards_drawn']): The event's type, always `cards_drawn` here (the log entry's `type` too).
    """

    cards: list[str]
    count: int
    seat: int
    type_: Literal["cards_drawn"]
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

        type_ = cast(Literal["cards_drawn"], d.pop("type"))
        if type_ != "cards_drawn":
            raise ValueError(f"type must match const 'cards_drawn', got '{type_}'")

        big_book_cards_drawn = cls(
            cards=cards,
            count=count,
            seat=seat,
            type_=type_,
        )

        big_book_cards_drawn.additional_properties = d
        return big_book_cards_drawn

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
