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

T = TypeVar("T", bound="BigBookPlayerEliminated")


@_attrs_define
class BigBookPlayerEliminated:
    """Every card the player held, hand and deck included, listed for all: a secret made known.

    Attributes:
        cards (list[str]): Every card id the player held (hand, deck, discard and support), sorted so the order tells
            nothing.
        seat (int): The eliminated player's seat.
        spells (list[str]): The player's spell card ids.
        type_ (Literal['player_eliminated']): The event's type, always `player_eliminated` here (the log entry's `type`
            too).
    """

    cards: list[str]
    seat: int
    spells: list[str]
    type_: Literal["player_eliminated"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        cards = self.cards

        seat = self.seat

        spells = self.spells

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "cards": cards,
                "seat": seat,
                "spells": spells,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        cards = cast(list[str], d.pop("cards"))

        seat = d.pop("seat")

        spells = cast(list[str], d.pop("spells"))

        type_ = cast(Literal["player_eliminated"], d.pop("type"))
        if type_ != "player_eliminated":
            raise ValueError(
                f"type must match const 'player_eliminated', got '{type_}'"
            )

        big_book_player_eliminated = cls(
            cards=cards,
            seat=seat,
            spells=spells,
            type_=type_,
        )

        big_book_player_eliminated.additional_properties = d
        return big_book_player_eliminated

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
