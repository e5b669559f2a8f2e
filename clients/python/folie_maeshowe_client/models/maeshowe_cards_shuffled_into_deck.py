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

from ..models.maeshowe_cards_shuffled_into_deck_source import (
    MaeshoweCardsShuffledIntoDeckSource,
)

T = TypeVar("T", bound="MaeshoweCardsShuffledIntoDeck")


@_attrs_define
class MaeshoweCardsShuffledIntoDeck:
    """Chosen public cards (from a discard: Grapiller; from the line: Sacrifice) shuffled into the deck.

    Attributes:
        cards (list[int]): The ids of the cards shuffled in.
        deck (list[int]): The deck's new order, bottom first (top card last); empty in every seat's copy while the match
            runs.
        owner (int): The seat whose discard pile gave them, or that played the Sacrifice.
        size (int): Cards in the deck.
        source (MaeshoweCardsShuffledIntoDeckSource): Where the cards came from: a discard pile (Grapiller) or the line
            (Sacrifice).
        type_ (Literal['cards_shuffled_into_deck']): The event's type, always `cards_shuffled_into_deck` here (the log
            entry's `type` too).
    """

    cards: list[int]
    deck: list[int]
    owner: int
    size: int
    source: MaeshoweCardsShuffledIntoDeckSource
    type_: Literal["cards_shuffled_into_deck"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        cards = self.cards

        deck = self.deck

        owner = self.owner

        size = self.size

        source = self.source.value

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "cards": cards,
                "deck": deck,
                "owner": owner,
                "size": size,
                "source": source,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        cards = cast(list[int], d.pop("cards"))

        deck = cast(list[int], d.pop("deck"))

        owner = d.pop("owner")

        size = d.pop("size")

        source = MaeshoweCardsShuffledIntoDeckSource(d.pop("source"))

        type_ = cast(Literal["cards_shuffled_into_deck"], d.pop("type"))
        if type_ != "cards_shuffled_into_deck":
            raise ValueError(
                f"type must match const 'cards_shuffled_into_deck', got '{type_}'"
            )

        maeshowe_cards_shuffled_into_deck = cls(
            cards=cards,
            deck=deck,
            owner=owner,
            size=size,
            source=source,
            type_=type_,
        )

        maeshowe_cards_shuffled_into_deck.additional_properties = d
        return maeshowe_cards_shuffled_into_deck

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
