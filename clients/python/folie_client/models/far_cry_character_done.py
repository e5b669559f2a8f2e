from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.far_cry_character_done_type import FarCryCharacterDoneType

T = TypeVar("T", bound="FarCryCharacterDone")


@_attrs_define
class FarCryCharacterDone:
    """R-F-12: the seat declared this character done for the players' turn (any later action clears it).

    Attributes:
        character (str):
        type_ (FarCryCharacterDoneType):
    """

    character: str
    type_: FarCryCharacterDoneType
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        character = self.character

        type_ = self.type_.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "character": character,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        character = d.pop("character")

        type_ = FarCryCharacterDoneType(d.pop("type"))

        far_cry_character_done = cls(
            character=character,
            type_=type_,
        )

        far_cry_character_done.additional_properties = d
        return far_cry_character_done

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
