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

T = TypeVar("T", bound="FarCryLeafDrawn")


@_attrs_define
class FarCryLeafDrawn:
    """Herboriste (L1301): one more leaf, drawn face down from the supply and kept face up.

    Attributes:
        character (str): The character drawing the leaf.
        leaf (str): The leaf's colour.
        type_ (Literal['leaf_drawn']): The event's type, always `leaf_drawn` here (the log entry's `type` too).
    """

    character: str
    leaf: str
    type_: Literal["leaf_drawn"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        character = self.character

        leaf = self.leaf

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "character": character,
                "leaf": leaf,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        character = d.pop("character")

        leaf = d.pop("leaf")

        type_ = cast(Literal["leaf_drawn"], d.pop("type"))
        if type_ != "leaf_drawn":
            raise ValueError(f"type must match const 'leaf_drawn', got '{type_}'")

        far_cry_leaf_drawn = cls(
            character=character,
            leaf=leaf,
            type_=type_,
        )

        far_cry_leaf_drawn.additional_properties = d
        return far_cry_leaf_drawn

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
