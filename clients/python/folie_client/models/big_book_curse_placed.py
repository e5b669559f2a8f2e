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

T = TypeVar("T", bound="BigBookCursePlaced")


@_attrs_define
class BigBookCursePlaced:
    """CursePlaced

    Attributes:
        curse (str): The curse card's id, off the top of its pile.
        madness (list[str]): Madness card ids put under it.
        slot (str): Its space on the invocation track: "2", "3L", "3R", "4" or "5" (filled in that order, R-B-4).
        type_ (Literal['curse_placed']): The event's type, always `curse_placed` here (the log entry's `type` too).
    """

    curse: str
    madness: list[str]
    slot: str
    type_: Literal["curse_placed"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        curse = self.curse

        madness = self.madness

        slot = self.slot

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "curse": curse,
                "madness": madness,
                "slot": slot,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        curse = d.pop("curse")

        madness = cast(list[str], d.pop("madness"))

        slot = d.pop("slot")

        type_ = cast(Literal["curse_placed"], d.pop("type"))
        if type_ != "curse_placed":
            raise ValueError(f"type must match const 'curse_placed', got '{type_}'")

        big_book_curse_placed = cls(
            curse=curse,
            madness=madness,
            slot=slot,
            type_=type_,
        )

        big_book_curse_placed.additional_properties = d
        return big_book_curse_placed

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
