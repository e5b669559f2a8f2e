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

T = TypeVar("T", bound="MaeshoweDiscardShuffledIntoDeck")


@_attrs_define
class MaeshoweDiscardShuffledIntoDeck:
    """Madness: a player's discard shuffled together with the deck.

    Attributes:
        deck (list[int]): The deck's new order, bottom first (top card last); empty in every seat's copy while the match
            runs.
        seat (int): The seat whose discard pile went into the deck.
        size (int): Cards in the deck.
        type_ (Literal['discard_shuffled_into_deck']): The event's type, always `discard_shuffled_into_deck` here (the
            log entry's `type` too).
    """

    deck: list[int]
    seat: int
    size: int
    type_: Literal["discard_shuffled_into_deck"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        deck = self.deck

        seat = self.seat

        size = self.size

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "deck": deck,
                "seat": seat,
                "size": size,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        deck = cast(list[int], d.pop("deck"))

        seat = d.pop("seat")

        size = d.pop("size")

        type_ = cast(Literal["discard_shuffled_into_deck"], d.pop("type"))
        if type_ != "discard_shuffled_into_deck":
            raise ValueError(
                f"type must match const 'discard_shuffled_into_deck', got '{type_}'"
            )

        maeshowe_discard_shuffled_into_deck = cls(
            deck=deck,
            seat=seat,
            size=size,
            type_=type_,
        )

        maeshowe_discard_shuffled_into_deck.additional_properties = d
        return maeshowe_discard_shuffled_into_deck

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
