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

T = TypeVar("T", bound="FarCryWeaponAwarded")


@_attrs_define
class FarCryWeaponAwarded:
    """An objective's weapon card goes to the team (M5's primary, L1957: the Silver Dragon back from
    Vaas's board, R-F-73): to `character`, beside the board (LA-2).

        Attributes:
            character (str): The character (id) who receives the weapon card.
            type_ (Literal['weapon_awarded']): The event's type, always `weapon_awarded` here (the log entry's `type` too).
            weapon (str): The weapon card's id.
    """

    character: str
    type_: Literal["weapon_awarded"]
    weapon: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        character = self.character

        type_ = self.type_

        weapon = self.weapon

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "character": character,
                "type": type_,
                "weapon": weapon,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        character = d.pop("character")

        type_ = cast(Literal["weapon_awarded"], d.pop("type"))
        if type_ != "weapon_awarded":
            raise ValueError(f"type must match const 'weapon_awarded', got '{type_}'")

        weapon = d.pop("weapon")

        far_cry_weapon_awarded = cls(
            character=character,
            type_=type_,
            weapon=weapon,
        )

        far_cry_weapon_awarded.additional_properties = d
        return far_cry_weapon_awarded

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
