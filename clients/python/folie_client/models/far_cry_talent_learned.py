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

T = TypeVar("T", bound="FarCryTalentLearned")


@_attrs_define
class FarCryTalentLearned:
    """TL-6 (L1276): `xp` paid by `character` for `talent`.

    Attributes:
        character (str): The character learning the talent.
        talent (str): The talent card's id.
        type_ (Literal['talent_learned']): The event's type, always `talent_learned` here (the log entry's `type` too).
        xp (int): Experience points paid.
    """

    character: str
    talent: str
    type_: Literal["talent_learned"]
    xp: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        character = self.character

        talent = self.talent

        type_ = self.type_

        xp = self.xp

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "character": character,
                "talent": talent,
                "type": type_,
                "xp": xp,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        character = d.pop("character")

        talent = d.pop("talent")

        type_ = cast(Literal["talent_learned"], d.pop("type"))
        if type_ != "talent_learned":
            raise ValueError(f"type must match const 'talent_learned', got '{type_}'")

        xp = d.pop("xp")

        far_cry_talent_learned = cls(
            character=character,
            talent=talent,
            type_=type_,
            xp=xp,
        )

        far_cry_talent_learned.additional_properties = d
        return far_cry_talent_learned

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
