from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.far_cry_text import FarCryText


T = TypeVar("T", bound="FarCryWeaponView")


@_attrs_define
class FarCryWeaponView:
    """WeaponView

    Attributes:
        accessories (list[str]):
        ammo (int | None):
        capacity (int | None):
        label (FarCryText): Text
        place (str):
        used (bool):
        weapon (str):
    """

    accessories: list[str]
    ammo: int | None
    capacity: int | None
    label: FarCryText
    place: str
    used: bool
    weapon: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        accessories = self.accessories

        ammo: int | None
        ammo = self.ammo

        capacity: int | None
        capacity = self.capacity

        label = self.label.to_dict()

        place = self.place

        used = self.used

        weapon = self.weapon

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "accessories": accessories,
                "ammo": ammo,
                "capacity": capacity,
                "label": label,
                "place": place,
                "used": used,
                "weapon": weapon,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.far_cry_text import FarCryText

        d = dict(src_dict)
        accessories = cast(list[str], d.pop("accessories"))

        def _parse_ammo(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        ammo = _parse_ammo(d.pop("ammo"))

        def _parse_capacity(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        capacity = _parse_capacity(d.pop("capacity"))

        label = FarCryText.from_dict(d.pop("label"))

        place = d.pop("place")

        used = d.pop("used")

        weapon = d.pop("weapon")

        far_cry_weapon_view = cls(
            accessories=accessories,
            ammo=ammo,
            capacity=capacity,
            label=label,
            place=place,
            used=used,
            weapon=weapon,
        )

        far_cry_weapon_view.additional_properties = d
        return far_cry_weapon_view

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
