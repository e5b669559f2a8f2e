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

T = TypeVar("T", bound="MontagnesDeckReshuffled")


@_attrs_define
class MontagnesDeckReshuffled:
    """Rest: the discard shuffled back with the deck (order hidden from every seat).

    Attributes:
        count (int): Cards in the deck (public).
        deck (list[str] | None): The new equipment deck, top first; `null` in a seat's copy (hidden).
        type_ (Literal['deck_reshuffled']): The event's type, always `deck_reshuffled` here (the log entry's `type`
            too).
    """

    count: int
    deck: list[str] | None
    type_: Literal["deck_reshuffled"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        count = self.count

        deck: list[str] | None
        if isinstance(self.deck, list):
            deck = self.deck

        else:
            deck = self.deck

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "count": count,
                "deck": deck,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        count = d.pop("count")

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

        type_ = cast(Literal["deck_reshuffled"], d.pop("type"))
        if type_ != "deck_reshuffled":
            raise ValueError(f"type must match const 'deck_reshuffled', got '{type_}'")

        montagnes_deck_reshuffled = cls(
            count=count,
            deck=deck,
            type_=type_,
        )

        montagnes_deck_reshuffled.additional_properties = d
        return montagnes_deck_reshuffled

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
