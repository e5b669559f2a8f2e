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

T = TypeVar("T", bound="BigBookCursesNeutralised")


@_attrs_define
class BigBookCursesNeutralised:
    """CursesNeutralised

    Attributes:
        curses (list[str]): The curse card ids neutralised until the end of the round.
        type_ (Literal['curses_neutralised']): The event's type, always `curses_neutralised` here (the log entry's
            `type` too).
    """

    curses: list[str]
    type_: Literal["curses_neutralised"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        curses = self.curses

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "curses": curses,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        curses = cast(list[str], d.pop("curses"))

        type_ = cast(Literal["curses_neutralised"], d.pop("type"))
        if type_ != "curses_neutralised":
            raise ValueError(
                f"type must match const 'curses_neutralised', got '{type_}'"
            )

        big_book_curses_neutralised = cls(
            curses=curses,
            type_=type_,
        )

        big_book_curses_neutralised.additional_properties = d
        return big_book_curses_neutralised

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
