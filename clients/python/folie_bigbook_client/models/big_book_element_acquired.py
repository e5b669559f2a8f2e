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

T = TypeVar("T", bound="BigBookElementAcquired")


@_attrs_define
class BigBookElementAcquired:
    """A player bought a reserve element card: it goes to their discard pile.

    Attributes:
        card (str): The acquired card's id.
        cards (list[str]): The ids of the cards paid.
        seat (int): The player's seat.
        type_ (Literal['element_acquired']): The event's type, always `element_acquired` here (the log entry's `type`
            too).
    """

    card: str
    cards: list[str]
    seat: int
    type_: Literal["element_acquired"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        cards = self.cards

        seat = self.seat

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "card": card,
                "cards": cards,
                "seat": seat,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        card = d.pop("card")

        cards = cast(list[str], d.pop("cards"))

        seat = d.pop("seat")

        type_ = cast(Literal["element_acquired"], d.pop("type"))
        if type_ != "element_acquired":
            raise ValueError(f"type must match const 'element_acquired', got '{type_}'")

        big_book_element_acquired = cls(
            card=card,
            cards=cards,
            seat=seat,
            type_=type_,
        )

        big_book_element_acquired.additional_properties = d
        return big_book_element_acquired

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
