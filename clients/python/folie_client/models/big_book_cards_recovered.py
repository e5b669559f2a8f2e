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

T = TypeVar("T", bound="BigBookCardsRecovered")


@_attrs_define
class BigBookCardsRecovered:
    """Cards taken from a player's discard pile into their hand.

    Attributes:
        cards (list[str]): The cards' ids.
        seat (int): The player's seat.
        type_ (Literal['cards_recovered']): The event's type, always `cards_recovered` here (the log entry's `type`
            too).
    """

    cards: list[str]
    seat: int
    type_: Literal["cards_recovered"]
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

        type_ = cast(Literal["cards_recovered"], d.pop("type"))
        if type_ != "cards_recovered":
            raise ValueError(f"type must match const 'cards_recovered', got '{type_}'")

        big_book_cards_recovered = cls(
            cards=cards,
            seat=seat,
            type_=type_,
        )

        big_book_cards_recovered.additional_properties = d
        return big_book_cards_recovered

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
