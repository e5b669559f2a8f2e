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

T = TypeVar("T", bound="FarCryMadnessReturned")


@_attrs_define
class FarCryMadnessReturned:
    """MD-12 (L1178, L1233), R-F-8: face-up stress cards go back into the deck, which is shuffled.

    Attributes:
        characters (list[str]): The characters whose face-up stress cards go back.
        deck (list[str] | None): The reshuffled madness deck, top first; `null` in a seat's copy (hidden).
        deck_count (int): How many cards the madness deck now holds (public).
        type_ (Literal['madness_returned']): The event's type, always `madness_returned` here (the log entry's `type`
            too).
    """

    characters: list[str]
    deck: list[str] | None
    deck_count: int
    type_: Literal["madness_returned"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        characters = self.characters

        deck: list[str] | None
        if isinstance(self.deck, list):
            deck = self.deck

        else:
            deck = self.deck

        deck_count = self.deck_count

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "characters": characters,
                "deck": deck,
                "deck_count": deck_count,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        characters = cast(list[str], d.pop("characters"))

        def _parse_deck(data: object) -> list[str] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                deck_type_0 = cast(list[str], data)

                return deck_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None, data)

        deck = _parse_deck(d.pop("deck"))

        deck_count = d.pop("deck_count")

        type_ = cast(Literal["madness_returned"], d.pop("type"))
        if type_ != "madness_returned":
            raise ValueError(f"type must match const 'madness_returned', got '{type_}'")

        far_cry_madness_returned = cls(
            characters=characters,
            deck=deck,
            deck_count=deck_count,
            type_=type_,
        )

        far_cry_madness_returned.additional_properties = d
        return far_cry_madness_returned

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
