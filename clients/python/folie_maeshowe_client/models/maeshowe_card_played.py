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

from ..models.maeshowe_card_played_source import MaeshoweCardPlayedSource

T = TypeVar("T", bound="MaeshoweCardPlayed")


@_attrs_define
class MaeshoweCardPlayed:
    """The turn's play onto the END of the line, from the hand or (Récupération) a discard's top.
    Final in Peur du noir: the card is public at once, and taking it back would show it to a partner
    the players may not talk to.

        Attributes:
            card (int): The card's id.
            owner (int): The seat whose hand or discard pile held the card.
            seat (int): The seat that played.
            source (MaeshoweCardPlayedSource): Where the card came from: the hand, or (Récupération) the top of `owner`'s
                discard pile.
            type_ (Literal['card_played']): The event's type, always `card_played` here (the log entry's `type` too).
    """

    card: int
    owner: int
    seat: int
    source: MaeshoweCardPlayedSource
    type_: Literal["card_played"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        owner = self.owner

        seat = self.seat

        source = self.source.value

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "card": card,
                "owner": owner,
                "seat": seat,
                "source": source,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        card = d.pop("card")

        owner = d.pop("owner")

        seat = d.pop("seat")

        source = MaeshoweCardPlayedSource(d.pop("source"))

        type_ = cast(Literal["card_played"], d.pop("type"))
        if type_ != "card_played":
            raise ValueError(f"type must match const 'card_played', got '{type_}'")

        maeshowe_card_played = cls(
            card=card,
            owner=owner,
            seat=seat,
            source=source,
            type_=type_,
        )

        maeshowe_card_played.additional_properties = d
        return maeshowe_card_played

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
