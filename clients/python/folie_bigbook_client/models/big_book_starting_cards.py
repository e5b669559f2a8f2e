from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.big_book_starting_cards_element import BigBookStartingCardsElement

T = TypeVar("T", bound="BigBookStartingCards")


@_attrs_define
class BigBookStartingCards:
    """StartingCards

    Attributes:
        count (int): How many such cards the magician starts with.
        element (BigBookStartingCardsElement): The starting element.
        value (int): The cards' value (1-3).
    """

    count: int
    element: BigBookStartingCardsElement
    value: int

    def to_dict(self) -> dict[str, Any]:
        count = self.count

        element = self.element.value

        value = self.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "count": count,
                "element": element,
                "value": value,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        count = d.pop("count")

        element = BigBookStartingCardsElement(d.pop("element"))

        value = d.pop("value")

        big_book_starting_cards = cls(
            count=count,
            element=element,
            value=value,
        )

        return big_book_starting_cards
