from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="FarCryStoredWeapon")


@_attrs_define
class FarCryStoredWeapon:
    """A weapon card left in the team reserve (INV-9), with the accessories still on it (INV-13).

    Attributes:
        accessories (list[str]): The accessory ids still fitted on it.
        weapon (str): The weapon card's id.
    """

    accessories: list[str]
    weapon: str

    def to_dict(self) -> dict[str, Any]:
        accessories = self.accessories

        weapon = self.weapon

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "accessories": accessories,
                "weapon": weapon,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        accessories = cast(list[str], d.pop("accessories"))

        weapon = d.pop("weapon")

        far_cry_stored_weapon = cls(
            accessories=accessories,
            weapon=weapon,
        )

        return far_cry_stored_weapon
