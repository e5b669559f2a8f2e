from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.far_cry_weapon_given_place import FarCryWeaponGivenPlace

T = TypeVar("T", bound="FarCryWeaponGiven")


@_attrs_define
class FarCryWeaponGiven:
    """WeaponGiven

    Attributes:
        accessories (list[str]): The accessory ids fitted on it (a scope, a silencer...).
        ammo (int | None): Ammunition loaded, in rounds; `null` for a weapon without ammunition (melee, thrown).
        place (FarCryWeaponGivenPlace): Where it goes: equipped in `hand`, in a `holster`, `beside` the board or in the
            `save_bag` (LA-1..LA-3).
        weapon (str): The weapon's id (content `weapons.json`).
    """

    accessories: list[str]
    ammo: int | None
    place: FarCryWeaponGivenPlace
    weapon: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        accessories = self.accessories

        ammo: int | None
        ammo = self.ammo

        place = self.place.value

        weapon = self.weapon

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "accessories": accessories,
                "ammo": ammo,
                "place": place,
                "weapon": weapon,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        accessories = cast(list[str], d.pop("accessories"))

        def _parse_ammo(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        ammo = _parse_ammo(d.pop("ammo"))

        place = FarCryWeaponGivenPlace(d.pop("place"))

        weapon = d.pop("weapon")

        far_cry_weapon_given = cls(
            accessories=accessories,
            ammo=ammo,
            place=place,
            weapon=weapon,
        )

        far_cry_weapon_given.additional_properties = d
        return far_cry_weapon_given

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
