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

T = TypeVar("T", bound="MontagnesCardsMilled")


@_attrs_define
class MontagnesCardsMilled:
    """Cards from the top of the equipment deck to the discard, face up.

    Attributes:
        cards (list[str]): The card ids milled, in order, now face up in the discard.
        reason (str): Why: "confusion" (the die's face) or "relic".
        type_ (Literal['cards_milled']): The event's type, always `cards_milled` here (the log entry's `type` too).
    """

    cards: list[str]
    reason: str
    type_: Literal["cards_milled"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        cards = self.cards

        reason = self.reason

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "cards": cards,
                "reason": reason,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        cards = cast(list[str], d.pop("cards"))

        reason = d.pop("reason")

        type_ = cast(Literal["cards_milled"], d.pop("type"))
        if type_ != "cards_milled":
            raise ValueError(f"type must match const 'cards_milled', got '{type_}'")

        montagnes_cards_milled = cls(
            cards=cards,
            reason=reason,
            type_=type_,
        )

        montagnes_cards_milled.additional_properties = d
        return montagnes_cards_milled

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
