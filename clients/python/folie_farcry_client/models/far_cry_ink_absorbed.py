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

T = TypeVar("T", bound="FarCryInkAbsorbed")


@_attrs_define
class FarCryInkAbsorbed:
    """M5 (designed, `tactical.ink`): `character` stepped onto the ink puddle on `at`: the puddle is
    gone and the character holds one ink token more (the status token's ink face, L17-223).

        Attributes:
            at (list[int]): An axial coordinate; the third cube coordinate is `-q - r`.
            character (str): The character (id) who absorbed the puddle.
            type_ (Literal['ink_absorbed']): The event's type, always `ink_absorbed` here (the log entry's `type` too).
    """

    at: list[int]
    character: str
    type_: Literal["ink_absorbed"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        at = self.at

        character = self.character

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "at": at,
                "character": character,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        at = cast(list[int], d.pop("at"))

        character = d.pop("character")

        type_ = cast(Literal["ink_absorbed"], d.pop("type"))
        if type_ != "ink_absorbed":
            raise ValueError(f"type must match const 'ink_absorbed', got '{type_}'")

        far_cry_ink_absorbed = cls(
            at=at,
            character=character,
            type_=type_,
        )

        far_cry_ink_absorbed.additional_properties = d
        return far_cry_ink_absorbed

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
