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

T = TypeVar("T", bound="FarCryFireSpread")


@_attrs_define
class FarCryFireSpread:
    """ST-6, ST-7 (L1430-1432), TI-1: fire tokens on hexes not yet burning; loot and leaf tokens
    there leave the game.

        Attributes:
            hexes (list[list[int]]): The hexes set burning, each `[q, r]`.
            type_ (Literal['fire_spread']): The event's type, always `fire_spread` here (the log entry's `type` too).
    """

    hexes: list[list[int]]
    type_: Literal["fire_spread"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        hexes = []
        for hexes_item_data in self.hexes:
            hexes_item = hexes_item_data

            hexes.append(hexes_item)

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "hexes": hexes,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        hexes = []
        _hexes = d.pop("hexes")
        for hexes_item_data in _hexes:
            hexes_item = cast(list[int], hexes_item_data)

            hexes.append(hexes_item)

        type_ = cast(Literal["fire_spread"], d.pop("type"))
        if type_ != "fire_spread":
            raise ValueError(f"type must match const 'fire_spread', got '{type_}'")

        far_cry_fire_spread = cls(
            hexes=hexes,
            type_=type_,
        )

        far_cry_fire_spread.additional_properties = d
        return far_cry_fire_spread

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
