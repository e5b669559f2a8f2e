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

T = TypeVar("T", bound="MaeshoweLineRearranged")


@_attrs_define
class MaeshoweLineRearranged:
    """Promptitude: the line in a new order.

    Attributes:
        order (list[int]): Every card id of the line, left to right.
        type_ (Literal['line_rearranged']): The event's type, always `line_rearranged` here (the log entry's `type`
            too).
    """

    order: list[int]
    type_: Literal["line_rearranged"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        order = self.order

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "order": order,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        order = cast(list[int], d.pop("order"))

        type_ = cast(Literal["line_rearranged"], d.pop("type"))
        if type_ != "line_rearranged":
            raise ValueError(f"type must match const 'line_rearranged', got '{type_}'")

        maeshowe_line_rearranged = cls(
            order=order,
            type_=type_,
        )

        maeshowe_line_rearranged.additional_properties = d
        return maeshowe_line_rearranged

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
