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

T = TypeVar("T", bound="FarCryPlatformCollapsed")


@_attrs_define
class FarCryPlatformCollapsed:
    """M4 (L1917-1932, R-F-72): a platform fell into the acid: its hexes become acid; the suspension
    bridges touching it (`bridges`) fall too; tiles, tokens and fire on them leave the game; the units
    there die (their own events follow).

        Attributes:
            bridges (list[list[int]]): The suspension bridge hexes that fell with it.
            hexes (list[list[int]]): The platform's hexes, now acid.
            platform (str): The platform's id on mission 4's map.
            type_ (Literal['platform_collapsed']): The event's type, always `platform_collapsed` here (the log entry's
                `type` too).
    """

    bridges: list[list[int]]
    hexes: list[list[int]]
    platform: str
    type_: Literal["platform_collapsed"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        bridges = []
        for bridges_item_data in self.bridges:
            bridges_item = bridges_item_data

            bridges.append(bridges_item)

        hexes = []
        for hexes_item_data in self.hexes:
            hexes_item = hexes_item_data

            hexes.append(hexes_item)

        platform = self.platform

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "bridges": bridges,
                "hexes": hexes,
                "platform": platform,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        bridges = []
        _bridges = d.pop("bridges")
        for bridges_item_data in _bridges:
            bridges_item = cast(list[int], bridges_item_data)

            bridges.append(bridges_item)

        hexes = []
        _hexes = d.pop("hexes")
        for hexes_item_data in _hexes:
            hexes_item = cast(list[int], hexes_item_data)

            hexes.append(hexes_item)

        platform = d.pop("platform")

        type_ = cast(Literal["platform_collapsed"], d.pop("type"))
        if type_ != "platform_collapsed":
            raise ValueError(
                f"type must match const 'platform_collapsed', got '{type_}'"
            )

        far_cry_platform_collapsed = cls(
            bridges=bridges,
            hexes=hexes,
            platform=platform,
            type_=type_,
        )

        far_cry_platform_collapsed.additional_properties = d
        return far_cry_platform_collapsed

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
