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

T = TypeVar("T", bound="FarCryTalentUsed")


@_attrs_define
class FarCryTalentUsed:
    """LA-17, UA-2 (L791, L833): a once-per-turn or once-per-mission talent card used (TL-9).

    Attributes:
        character (str): The character using the talent.
        talent (str): The talent card's id (content `talents.json`).
        type_ (Literal['talent_used']): The event's type, always `talent_used` here (the log entry's `type` too).
    """

    character: str
    talent: str
    type_: Literal["talent_used"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        character = self.character

        talent = self.talent

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "character": character,
                "talent": talent,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        character = d.pop("character")

        talent = d.pop("talent")

        type_ = cast(Literal["talent_used"], d.pop("type"))
        if type_ != "talent_used":
            raise ValueError(f"type must match const 'talent_used', got '{type_}'")

        far_cry_talent_used = cls(
            character=character,
            talent=talent,
            type_=type_,
        )

        far_cry_talent_used.additional_properties = d
        return far_cry_talent_used

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
