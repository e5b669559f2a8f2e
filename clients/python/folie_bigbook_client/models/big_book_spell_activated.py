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

T = TypeVar("T", bound="BigBookSpellActivated")


@_attrs_define
class BigBookSpellActivated:
    """SpellActivated

    Attributes:
        cards (list[str]): The element card ids spent on it from the hand.
        power (int): The spell's power: the value of the cards spent (la Variable X).
        seat (int): The casting player's seat.
        spell (str): The spell card's id activated.
        type_ (Literal['spell_activated']): The event's type, always `spell_activated` here (the log entry's `type`
            too).
    """

    cards: list[str]
    power: int
    seat: int
    spell: str
    type_: Literal["spell_activated"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        cards = self.cards

        power = self.power

        seat = self.seat

        spell = self.spell

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "cards": cards,
                "power": power,
                "seat": seat,
                "spell": spell,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        cards = cast(list[str], d.pop("cards"))

        power = d.pop("power")

        seat = d.pop("seat")

        spell = d.pop("spell")

        type_ = cast(Literal["spell_activated"], d.pop("type"))
        if type_ != "spell_activated":
            raise ValueError(f"type must match const 'spell_activated', got '{type_}'")

        big_book_spell_activated = cls(
            cards=cards,
            power=power,
            seat=seat,
            spell=spell,
            type_=type_,
        )

        big_book_spell_activated.additional_properties = d
        return big_book_spell_activated

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
