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

T = TypeVar("T", bound="FarCryDoorTurned")


@_attrs_define
class FarCryDoorTurned:
    """M6 (L2067-2069): a bunker-door tile turned face up for 1 MP (its `ObjectUsed`) and removed;
    `unit` is what it showed, a guard dog or a Rakyat, None for the empty one (R-F-57); the unit's
    `UnitPlaced` follows.

        Attributes:
            at (list[int]): An axial coordinate; the third cube coordinate is `-q - r`.
            character (str): Who turned it.
            type_ (Literal['door_turned']): The event's type, always `door_turned` here (the log entry's `type` too).
            unit (None | str): The unit board the tile showed, None when it was the empty one.
    """

    at: list[int]
    character: str
    type_: Literal["door_turned"]
    unit: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        at = self.at

        character = self.character

        type_ = self.type_

        unit: None | str
        unit = self.unit

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "at": at,
                "character": character,
                "type": type_,
                "unit": unit,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        at = cast(list[int], d.pop("at"))

        character = d.pop("character")

        type_ = cast(Literal["door_turned"], d.pop("type"))
        if type_ != "door_turned":
            raise ValueError(f"type must match const 'door_turned', got '{type_}'")

        def _parse_unit(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        unit = _parse_unit(d.pop("unit"))

        far_cry_door_turned = cls(
            at=at,
            character=character,
            type_=type_,
            unit=unit,
        )

        far_cry_door_turned.additional_properties = d
        return far_cry_door_turned

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
