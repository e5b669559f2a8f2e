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

T = TypeVar("T", bound="BigBookSpellsExhausted")


@_attrs_define
class BigBookSpellsExhausted:
    """SpellsExhausted

    Attributes:
        seat (int): The player's seat.
        spells (list[str]): The spell card ids exhausted (turned: usable again after recovery).
        type_ (Literal['spells_exhausted']): The event's type, always `spells_exhausted` here (the log entry's `type`
            too).
    """

    seat: int
    spells: list[str]
    type_: Literal["spells_exhausted"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        spells = self.spells

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "seat": seat,
                "spells": spells,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        seat = d.pop("seat")

        spells = cast(list[str], d.pop("spells"))

        type_ = cast(Literal["spells_exhausted"], d.pop("type"))
        if type_ != "spells_exhausted":
            raise ValueError(f"type must match const 'spells_exhausted', got '{type_}'")

        big_book_spells_exhausted = cls(
            seat=seat,
            spells=spells,
            type_=type_,
        )

        big_book_spells_exhausted.additional_properties = d
        return big_book_spells_exhausted

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
