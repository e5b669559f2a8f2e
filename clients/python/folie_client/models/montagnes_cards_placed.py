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

T = TypeVar("T", bound="MontagnesCardsPlaced")


@_attrs_define
class MontagnesCardsPlaced:
    """Cards face down on the sled; the others only see how many. Final: placed during the hourglass,
    the others play on it (an undo would take a card back from a timed, simultaneous phase).

        Attributes:
            cards (list[str] | None): The card ids placed face down; `null` in the other seats' copies.
            count (int): How many cards were placed (public).
            seat (int): The seat placing the cards.
            type_ (Literal['cards_placed']): The event's type, always `cards_placed` here (the log entry's `type` too).
    """

    cards: list[str] | None
    count: int
    seat: int
    type_: Literal["cards_placed"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        cards: list[str] | None
        if isinstance(self.cards, list):
            cards = self.cards

        else:
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

        def _parse_cards(data: object) -> list[str] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                cards_type_0 = cast(list[str], data)

                return cards_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None, data)

        cards = _parse_cards(d.pop("cards"))

        count = d.pop("count")

        seat = d.pop("seat")

        type_ = cast(Literal["cards_placed"], d.pop("type"))
        if type_ != "cards_placed":
            raise ValueError(f"type must match const 'cards_placed', got '{type_}'")

        montagnes_cards_placed = cls(
            cards=cards,
            count=count,
            seat=seat,
            type_=type_,
        )

        montagnes_cards_placed.additional_properties = d
        return montagnes_cards_placed

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
