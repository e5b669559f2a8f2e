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

T = TypeVar("T", bound="BigBookSpellLearned")


@_attrs_define
class BigBookSpellLearned:
    """A player learned the library's face-up spell of an element.

    Attributes:
        cards (list[str]): The ids of the cards paid.
        seat (int): The player's seat.
        spell (str): The spell's id.
        type_ (Literal['spell_learned']): The event's type, always `spell_learned` here (the log entry's `type` too).
    """

    cards: list[str]
    seat: int
    spell: str
    type_: Literal["spell_learned"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        cards = self.cards

        seat = self.seat

        spell = self.spell

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "cards": cards,
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

        seat = d.pop("seat")

        spell = d.pop("spell")

        type_ = cast(Literal["spell_learned"], d.pop("type"))
        if type_ != "spell_learned":
            raise ValueError(f"type must match const 'spell_learned', got '{type_}'")

        big_book_spell_learned = cls(
            cards=cards,
            seat=seat,
            spell=spell,
            type_=type_,
        )

        big_book_spell_learned.additional_properties = d
        return big_book_spell_learned

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
