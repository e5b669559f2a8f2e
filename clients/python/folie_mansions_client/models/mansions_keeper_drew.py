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

T = TypeVar("T", bound="MansionsKeeperDrew")


@_attrs_define
class MansionsKeeperDrew:
    """The keeper draws `cards` off the top of the mythos or trauma deck into its hand (H-21, H-22);
    the other seats read `cards` empty and `count` only.

        Attributes:
            cards (list[str]): The card ids drawn; empty in the investigators' copies.
            count (int): How many cards were drawn (public).
            deck (str): The deck drawn from: "mythos" or "trauma".
            type_ (Literal['keeper_drew']): The event's type, always `keeper_drew` here (the log entry's `type` too).
    """

    cards: list[str]
    count: int
    deck: str
    type_: Literal["keeper_drew"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        cards = self.cards

        count = self.count

        deck = self.deck

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "cards": cards,
                "count": count,
                "deck": deck,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        cards = cast(list[str], d.pop("cards"))

        count = d.pop("count")

        deck = d.pop("deck")

        type_ = cast(Literal["keeper_drew"], d.pop("type"))
        if type_ != "keeper_drew":
            raise ValueError(f"type must match const 'keeper_drew', got '{type_}'")

        mansions_keeper_drew = cls(
            cards=cards,
            count=count,
            deck=deck,
            type_=type_,
        )

        mansions_keeper_drew.additional_properties = d
        return mansions_keeper_drew

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
