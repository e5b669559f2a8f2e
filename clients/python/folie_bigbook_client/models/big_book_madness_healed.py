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

T = TypeVar("T", bound="BigBookMadnessHealed")


@_attrs_define
class BigBookMadnessHealed:
    """A madness back to the pile. Healed from a hand, it shows a card of that hand (and, when the
    effect had no choice to ask, how many madness the hand held): a secret made known.

        Attributes:
            cards (list[str]): A card of the hand it was healed from, shown (and, without a choice, how many madness it
                held); empty for
                another zone.
            madness (str): The madness card's id back to the pile.
            seat (int): The healed player's seat.
            type_ (Literal['madness_healed']): The event's type, always `madness_healed` here (the log entry's `type` too).
    """

    cards: list[str]
    madness: str
    seat: int
    type_: Literal["madness_healed"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        cards = self.cards

        madness = self.madness

        seat = self.seat

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "cards": cards,
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

        madness = d.pop("madness")

        seat = d.pop("seat")

        type_ = cast(Literal["madness_healed"], d.pop("type"))
        if type_ != "madness_healed":
            raise ValueError(f"type must match const 'madness_healed', got '{type_}'")

        big_book_madness_healed = cls(
            cards=cards,
            madness=madness,
            seat=seat,
            type_=type_,
        )

        big_book_madness_healed.additional_properties = d
        return big_book_madness_healed

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
