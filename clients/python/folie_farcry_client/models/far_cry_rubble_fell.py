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

T = TypeVar("T", bound="FarCryRubbleFell")


@_attrs_define
class FarCryRubbleFell:
    """TI-3, R-F-40 (L2197-2199): a stone pillar collapsed; rubble on its hex and every adjacent hex of
    the board. The tiles, tokens and fire there leave the game; the units there die (their own events
    follow). Rubble is an obstacle for the rest of the mission: jumpable, not a cover.

        Attributes:
            at (list[int]): An axial coordinate; the third cube coordinate is `-q - r`.
            hexes (list[list[int]]): Every hex rubble now covers (the pillar's and its neighbours on the board).
            type_ (Literal['rubble_fell']): The event's type, always `rubble_fell` here (the log entry's `type` too).
    """

    at: list[int]
    hexes: list[list[int]]
    type_: Literal["rubble_fell"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        at = self.at

        hexes = []
        for hexes_item_data in self.hexes:
            hexes_item = hexes_item_data

            hexes.append(hexes_item)

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "at": at,
                "hexes": hexes,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        at = cast(list[int], d.pop("at"))

        hexes = []
        _hexes = d.pop("hexes")
        for hexes_item_data in _hexes:
            hexes_item = cast(list[int], hexes_item_data)

            hexes.append(hexes_item)

        type_ = cast(Literal["rubble_fell"], d.pop("type"))
        if type_ != "rubble_fell":
            raise ValueError(f"type must match const 'rubble_fell', got '{type_}'")

        far_cry_rubble_fell = cls(
            at=at,
            hexes=hexes,
            type_=type_,
        )

        far_cry_rubble_fell.additional_properties = d
        return far_cry_rubble_fell

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
