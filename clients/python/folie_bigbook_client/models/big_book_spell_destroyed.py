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

T = TypeVar("T", bound="BigBookSpellDestroyed")


@_attrs_define
class BigBookSpellDestroyed:
    """SpellDestroyed

    Attributes:
        seat (int): The player's seat.
        spell (str): The spell card's id destroyed.
        type_ (Literal['spell_destroyed']): The event's type, always `spell_destroyed` here (the log entry's `type`
            too).
    """

    seat: int
    spell: str
    type_: Literal["spell_destroyed"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        spell = self.spell

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "seat": seat,
                "spell": spell,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        seat = d.pop("seat")

        spell = d.pop("spell")

        type_ = cast(Literal["spell_destroyed"], d.pop("type"))
        if type_ != "spell_destroyed":
            raise ValueError(f"type must match const 'spell_destroyed', got '{type_}'")

        big_book_spell_destroyed = cls(
            seat=seat,
            spell=spell,
            type_=type_,
        )

        big_book_spell_destroyed.additional_properties = d
        return big_book_spell_destroyed

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
