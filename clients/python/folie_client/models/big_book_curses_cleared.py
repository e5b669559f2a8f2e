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

T = TypeVar("T", bound="BigBookCursesCleared")


@_attrs_define
class BigBookCursesCleared:
    """End of a round: curses left go under their piles, madness under them is destroyed.

    Attributes:
        curses (list[str]): The curse card ids going under their piles.
        madness (list[str]): The madness card ids that lay under them, destroyed.
        type_ (Literal['curses_cleared']): The event's type, always `curses_cleared` here (the log entry's `type` too).
    """

    curses: list[str]
    madness: list[str]
    type_: Literal["curses_cleared"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        curses = self.curses

        madness = self.madness

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "curses": curses,
                "madness": madness,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        curses = cast(list[str], d.pop("curses"))

        madness = cast(list[str], d.pop("madness"))

        type_ = cast(Literal["curses_cleared"], d.pop("type"))
        if type_ != "curses_cleared":
            raise ValueError(f"type must match const 'curses_cleared', got '{type_}'")

        big_book_curses_cleared = cls(
            curses=curses,
            madness=madness,
            type_=type_,
        )

        big_book_curses_cleared.additional_properties = d
        return big_book_curses_cleared

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
