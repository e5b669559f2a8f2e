from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.far_cry_saved_weapon_place import FarCrySavedWeaponPlace

T = TypeVar("T", bound="FarCrySavedWeapon")


@_attrs_define
class FarCrySavedWeapon:
    """A weapon card kept on the board or in the save bag; it starts the next mission loaded (SU-12).

    Attributes:
        accessories (list[str]): INV-13 (L408): the accessories stay on their weapon for the whole mission.
        place (FarCrySavedWeaponPlace): Where it is kept: in hand, in a holster, beside the board or in the save bag
            (LA-1..LA-3).
        weapon (str): The weapon card's id.
    """

    accessories: list[str]
    place: FarCrySavedWeaponPlace
    weapon: str

    def to_dict(self) -> dict[str, Any]:
        accessories = self.accessories

        place = self.place.value

        weapon = self.weapon

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "accessories": accessories,
                "place": place,
                "weapon": weapon,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        accessories = cast(list[str], d.pop("accessories"))

        place = FarCrySavedWeaponPlace(d.pop("place"))

        weapon = d.pop("weapon")

        far_cry_saved_weapon = cls(
            accessories=accessories,
            place=place,
            weapon=weapon,
        )

        return far_cry_saved_weapon
