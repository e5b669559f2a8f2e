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

T = TypeVar("T", bound="FarCryRevived")


@_attrs_define
class FarCryRevived:
    """Second souffle (L1293, R-F-47): a K.O. character heals half their HP and stands up.

    Attributes:
        character (str): The character revived.
        hp (int): Health points it stands up with (half its maximum).
        type_ (Literal['revived']): The event's type, always `revived` here (the log entry's `type` too).
    """

    character: str
    hp: int
    type_: Literal["revived"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        character = self.character

        hp = self.hp

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "character": character,
                "hp": hp,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        character = d.pop("character")

        hp = d.pop("hp")

        type_ = cast(Literal["revived"], d.pop("type"))
        if type_ != "revived":
            raise ValueError(f"type must match const 'revived', got '{type_}'")

        far_cry_revived = cls(
            character=character,
            hp=hp,
            type_=type_,
        )

        far_cry_revived.additional_properties = d
        return far_cry_revived

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
