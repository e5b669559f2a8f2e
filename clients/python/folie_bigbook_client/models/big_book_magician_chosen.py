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

T = TypeVar("T", bound="BigBookMagicianChosen")


@_attrs_define
class BigBookMagicianChosen:
    """A player chose a magician sheet.

    Attributes:
        magician (str): The magician's id.
        seat (int): The player's seat.
        type_ (Literal['magician_chosen']): The event's type, always `magician_chosen` here (the log entry's `type`
            too).
    """

    magician: str
    seat: int
    type_: Literal["magician_chosen"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        magician = self.magician

        seat = self.seat

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "magician": magician,
                "seat": seat,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        magician = d.pop("magician")

        seat = d.pop("seat")

        type_ = cast(Literal["magician_chosen"], d.pop("type"))
        if type_ != "magician_chosen":
            raise ValueError(f"type must match const 'magician_chosen', got '{type_}'")

        big_book_magician_chosen = cls(
            magician=magician,
            seat=seat,
            type_=type_,
        )

        big_book_magician_chosen.additional_properties = d
        return big_book_magician_chosen

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
