from __future__ import annotations

from collections.abc import Mapping
from typing import (
    TYPE_CHECKING,
    Any,
    Literal,
    Self,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.far_cry_saved_weapon import FarCrySavedWeapon


T = TypeVar("T", bound="FarCryWeaponsArranged")


@_attrs_define
class FarCryWeaponsArranged:
    """LA-1, INV-5, INV-6: where `character`'s weapons start the next mission.

    Attributes:
        character (str): The character whose weapons are arranged.
        type_ (Literal['weapons_arranged']): The event's type, always `weapons_arranged` here (the log entry's `type`
            too).
        weapons (list[FarCrySavedWeapon]): Each weapon with where it starts the next mission and its accessories.
    """

    character: str
    type_: Literal["weapons_arranged"]
    weapons: list[FarCrySavedWeapon]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        character = self.character

        type_ = self.type_

        weapons = []
        for weapons_item_data in self.weapons:
            weapons_item = weapons_item_data.to_dict()
            weapons.append(weapons_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "character": character,
                "type": type_,
                "weapons": weapons,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.far_cry_saved_weapon import FarCrySavedWeapon

        d = dict(src_dict)
        character = d.pop("character")

        type_ = cast(Literal["weapons_arranged"], d.pop("type"))
        if type_ != "weapons_arranged":
            raise ValueError(f"type must match const 'weapons_arranged', got '{type_}'")

        weapons = []
        _weapons = d.pop("weapons")
        for weapons_item_data in _weapons:
            weapons_item = FarCrySavedWeapon.from_dict(weapons_item_data)

            weapons.append(weapons_item)

        far_cry_weapons_arranged = cls(
            character=character,
            type_=type_,
            weapons=weapons,
        )

        far_cry_weapons_arranged.additional_properties = d
        return far_cry_weapons_arranged

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
