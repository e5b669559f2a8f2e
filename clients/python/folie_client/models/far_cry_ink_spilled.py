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

T = TypeVar("T", bound="FarCryInkSpilled")


@_attrs_define
class FarCryInkSpilled:
    """M5 (designed, `tactical.ink`): the Ink monster's step B left an ink puddle on each of `hexes`.

    Attributes:
        by (str): The unit id of the Ink monster that spilled the ink.
        hexes (list[list[int]]): The hexes that now hold an ink puddle.
        type_ (Literal['ink_spilled']): The event's type, always `ink_spilled` here (the log entry's `type` too).
    """

    by: str
    hexes: list[list[int]]
    type_: Literal["ink_spilled"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        by = self.by

        hexes = []
        for hexes_item_data in self.hexes:
            hexes_item = hexes_item_data

            hexes.append(hexes_item)

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "by": by,
                "hexes": hexes,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        by = d.pop("by")

        hexes = []
        _hexes = d.pop("hexes")
        for hexes_item_data in _hexes:
            hexes_item = cast(list[int], hexes_item_data)

            hexes.append(hexes_item)

        type_ = cast(Literal["ink_spilled"], d.pop("type"))
        if type_ != "ink_spilled":
            raise ValueError(f"type must match const 'ink_spilled', got '{type_}'")

        far_cry_ink_spilled = cls(
            by=by,
            hexes=hexes,
            type_=type_,
        )

        far_cry_ink_spilled.additional_properties = d
        return far_cry_ink_spilled

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
