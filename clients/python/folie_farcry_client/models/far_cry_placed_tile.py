from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="FarCryPlacedTile")


@_attrs_define
class FarCryPlacedTile:
    """PlacedTile

    Attributes:
        at (list[int]): An axial coordinate; the third cube coordinate is `-q - r`.
        kind (str): The tile's kind (a box tile id: "crate", "red_barrel", "cage"...).
    """

    at: list[int]
    kind: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        at = self.at

        kind = self.kind

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "at": at,
                "kind": kind,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        at = cast(list[int], d.pop("at"))

        kind = d.pop("kind")

        far_cry_placed_tile = cls(
            at=at,
            kind=kind,
        )

        far_cry_placed_tile.additional_properties = d
        return far_cry_placed_tile

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
