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

T = TypeVar("T", bound="BigBookElementUpgraded")


@_attrs_define
class BigBookElementUpgraded:
    """A hand card swapped for a reserve card: the swapped card is shown, so undo may not cross this.

    Attributes:
        new (str): The reserve card's id taken (one value higher, same element).
        old (str): The hand card's id given back to the reserve.
        seat (int): The player's seat.
        type_ (Literal['element_upgraded']): The event's type, always `element_upgraded` here (the log entry's `type`
            too).
    """

    new: str
    old: str
    seat: int
    type_: Literal["element_upgraded"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        new = self.new

        old = self.old

        seat = self.seat

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "new": new,
                "old": old,
                "seat": seat,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        new = d.pop("new")

        old = d.pop("old")

        seat = d.pop("seat")

        type_ = cast(Literal["element_upgraded"], d.pop("type"))
        if type_ != "element_upgraded":
            raise ValueError(f"type must match const 'element_upgraded', got '{type_}'")

        big_book_element_upgraded = cls(
            new=new,
            old=old,
            seat=seat,
            type_=type_,
        )

        big_book_element_upgraded.additional_properties = d
        return big_book_element_upgraded

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
