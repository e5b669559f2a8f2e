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

T = TypeVar("T", bound="BigBookNeutralisedRestored")


@_attrs_define
class BigBookNeutralisedRestored:
    """NeutralisedRestored

    Attributes:
        curses (list[str]): The curse card ids back in play.
        spells (list[str]): The spell card ids back in play.
        type_ (Literal['neutralised_restored']): The event's type, always `neutralised_restored` here (the log entry's
            `type` too).
    """

    curses: list[str]
    spells: list[str]
    type_: Literal["neutralised_restored"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        curses = self.curses

        spells = self.spells

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "curses": curses,
                "spells": spells,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        curses = cast(list[str], d.pop("curses"))

        spells = cast(list[str], d.pop("spells"))

        type_ = cast(Literal["neutralised_restored"], d.pop("type"))
        if type_ != "neutralised_restored":
            raise ValueError(
                f"type must match const 'neutralised_restored', got '{type_}'"
            )

        big_book_neutralised_restored = cls(
            curses=curses,
            spells=spells,
            type_=type_,
        )

        big_book_neutralised_restored.additional_properties = d
        return big_book_neutralised_restored

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
