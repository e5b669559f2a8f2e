from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.far_cry_weapons_switched_places_additional_property import (
    FarCryWeaponsSwitchedPlacesAdditionalProperty,
)

T = TypeVar("T", bound="FarCryWeaponsSwitchedPlaces")


@_attrs_define
class FarCryWeaponsSwitchedPlaces:
    """Each weapon id the character holds, with where it now is: `hand`, `holster`, `beside` or `save_bag`."""

    additional_properties: dict[str, FarCryWeaponsSwitchedPlacesAdditionalProperty] = (
        _attrs_field(init=False, factory=dict)
    )

    def to_dict(self) -> dict[str, Any]:

        field_dict: dict[str, Any] = {}
        for prop_name, prop in self.additional_properties.items():
            field_dict[prop_name] = prop.value

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        far_cry_weapons_switched_places = cls()

        additional_properties = {}
        for prop_name, prop_dict in d.items():
            additional_property = FarCryWeaponsSwitchedPlacesAdditionalProperty(
                prop_dict
            )

            additional_properties[prop_name] = additional_property

        far_cry_weapons_switched_places.additional_properties = additional_properties
        return far_cry_weapons_switched_places

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> FarCryWeaponsSwitchedPlacesAdditionalProperty:
        return self.additional_properties[key]

    def __setitem__(
        self, key: str, value: FarCryWeaponsSwitchedPlacesAdditionalProperty
    ) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
