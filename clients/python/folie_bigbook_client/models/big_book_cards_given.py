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

T = TypeVar("T", bound="BigBookCardsGiven")


@_attrs_define
class BigBookCardsGiven:
    """Cards given from one player's hand to another's.

    Attributes:
        cards (list[str]): The cards' ids (empty in the copies of seats other than giver and receiver).
        count (int): How many cards were given.
        seat (int): The giver's seat.
        to (int): The receiver's seat.
        type_ (Literal['cards_given']): The event's type, always `cards_given` here (the log entry's `type` too).
    """

    cards: list[str]
    count: int
    seat: int
    to: int
    type_: Literal["cards_given"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        cards = self.cards

        count = self.count

        seat = self.seat

        to = self.to

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "cards": cards,
                "count": count,
                "seat": seat,
                "to": to,
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

        to = d.pop("to")

        type_ = cast(Literal["cards_given"], d.pop("type"))
        if type_ != "cards_given":
            raise ValueError(f"type must match const 'cards_given', got '{type_}'")

        big_book_cards_given = cls(
            cards=cards,
            count=count,
            seat=seat,
            to=to,
            type_=type_,
        )

        big_book_cards_given.additional_properties = d
        return big_book_cards_given

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
