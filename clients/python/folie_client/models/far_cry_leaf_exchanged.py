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

T = TypeVar("T", bound="FarCryLeafExchanged")


@_attrs_define
class FarCryLeafExchanged:
    """Main verte (L454), R-F-78: the leaf just taken goes back to the supply for one of the colour chosen.

    Attributes:
        character (str): The character exchanging the leaf.
        given (str): The leaf colour given back to the supply.
        taken (str): The leaf colour taken.
        type_ (Literal['leaf_exchanged']): The event's type, always `leaf_exchanged` here (the log entry's `type` too).
    """

    character: str
    given: str
    taken: str
    type_: Literal["leaf_exchanged"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        character = self.character

        given = self.given

        taken = self.taken

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "character": character,
                "given": given,
                "taken": taken,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        character = d.pop("character")

        given = d.pop("given")

        taken = d.pop("taken")

        type_ = cast(Literal["leaf_exchanged"], d.pop("type"))
        if type_ != "leaf_exchanged":
            raise ValueError(f"type must match const 'leaf_exchanged', got '{type_}'")

        far_cry_leaf_exchanged = cls(
            character=character,
            given=given,
            taken=taken,
            type_=type_,
        )

        far_cry_leaf_exchanged.additional_properties = d
        return far_cry_leaf_exchanged

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
