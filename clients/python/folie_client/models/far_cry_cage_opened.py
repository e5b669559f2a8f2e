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

T = TypeVar("T", bound="FarCryCageOpened")


@_attrs_define
class FarCryCageOpened:
    """TI-8 (L2223-2235), R-F-43: a hit on the cage frees its captive onto an adjacent hex.

    Attributes:
        at (list[int]): An axial coordinate; the third cube coordinate is `-q - r`.
        to (list[int]): An axial coordinate; the third cube coordinate is `-q - r`.
        type_ (Literal['cage_opened']): The event's type, always `cage_opened` here (the log entry's `type` too).
        unit (str): The freed captive's unit uid.
    """

    at: list[int]
    to: list[int]
    type_: Literal["cage_opened"]
    unit: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        at = self.at

        to = self.to

        type_ = self.type_

        unit = self.unit

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "at": at,
                "to": to,
                "type": type_,
                "unit": unit,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        at = cast(list[int], d.pop("at"))

        to = cast(list[int], d.pop("to"))

        type_ = cast(Literal["cage_opened"], d.pop("type"))
        if type_ != "cage_opened":
            raise ValueError(f"type must match const 'cage_opened', got '{type_}'")

        unit = d.pop("unit")

        far_cry_cage_opened = cls(
            at=at,
            to=to,
            type_=type_,
            unit=unit,
        )

        far_cry_cage_opened.additional_properties = d
        return far_cry_cage_opened

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
