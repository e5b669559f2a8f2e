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

T = TypeVar("T", bound="FarCryCharacterDone")


@_attrs_define
class FarCryCharacterDone:
    """R-F-12: the seat declared this character done for the players' turn (any later action clears it).

    Attributes:
        character (str): The character declared done.
        type_ (Literal['character_done']): The event's type, always `character_done` here (the log entry's `type` too).
    """

    character: str
    type_: Literal["character_done"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        character = self.character

        type_ = self.type_

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

        type_ = cast(Literal["character_done"], d.pop("type"))
        if type_ != "character_done":
            raise ValueError(f"type must match const 'character_done', got '{type_}'")

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
