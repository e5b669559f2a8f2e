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

from ..models.maeshowe_cards_forced_to_discard_reason import (
    MaeshoweCardsForcedToDiscardReason,
)

T = TypeVar("T", bound="MaeshoweCardsForcedToDiscard")


@_attrs_define
class MaeshoweCardsForcedToDiscard:
    """Hand cards put into their owner's discard by an effect: no discard effect (R-Q-4). The hand cards
    become public (Effritement shows a whole hand), hence `reveals`.

        Attributes:
            cards (list[int]): The cards' ids.
            reason (MaeshoweCardsForcedToDiscardReason): The effect: `crumbling` (Effritement), `fear_of_the_dark`
                (discarding down to 5 after a gift) or
                `ruin_recovery` (Ruine and Récupération in hand at the start of a turn).
            seat (int): The seat whose hand lost the cards.
            type_ (Literal['cards_forced_to_discard']): The event's type, always `cards_forced_to_discard` here (the log
                entry's `type` too).
    """

    cards: list[int]
    reason: MaeshoweCardsForcedToDiscardReason
    seat: int
    type_: Literal["cards_forced_to_discard"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        cards = self.cards

        reason = self.reason.value

        seat = self.seat

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "cards": cards,
                "reason": reason,
                "seat": seat,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        cards = cast(list[int], d.pop("cards"))

        reason = MaeshoweCardsForcedToDiscardReason(d.pop("reason"))

        seat = d.pop("seat")

        type_ = cast(Literal["cards_forced_to_discard"], d.pop("type"))
        if type_ != "cards_forced_to_discard":
            raise ValueError(
                f"type must match const 'cards_forced_to_discard', got '{type_}'"
            )

        maeshowe_cards_forced_to_discard = cls(
            cards=cards,
            reason=reason,
            seat=seat,
            type_=type_,
        )

        maeshowe_cards_forced_to_discard.additional_properties = d
        return maeshowe_cards_forced_to_discard

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
