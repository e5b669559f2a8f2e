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

T = TypeVar("T", bound="BigBookElementGained")


@_attrs_define
class BigBookElementGained:
    """ElementGained

    Attributes:
        card (str): The reserve card's id gained.
        seat (int): The player's seat.
        type_ (Literal['element_gained']): The event's type, always `element_gained` here (the log entry's `type` too).
    """

    card: str
    seat: int
    type_: Literal["element_gained"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        seat = self.seat

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "card": card,
                "seat": seat,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        card = d.pop("card")

        seat = d.pop("seat")

        type_ = cast(Literal["element_gained"], d.pop("type"))
        if type_ != "element_gained":
            raise ValueError(f"type must match const 'element_gained', got '{type_}'")

        big_book_element_gained = cls(
            card=card,
            seat=seat,
            type_=type_,
        )

        big_book_element_gained.additional_properties = d
        return big_book_element_gained

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
