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
    from ..models.far_cry_weapons_switched_places import FarCryWeaponsSwitchedPlaces


T = TypeVar("T", bound="FarCryWeaponsSwitched")


@_attrs_define
class FarCryWeaponsSwitched:
    """LA-1..LA-3 (L717-721): the new equipped set; the rest holstered, beside the board or bagged.

    Attributes:
        character (str): The character switching weapons.
        places (FarCryWeaponsSwitchedPlaces): Each weapon id the character holds, with where it now is: `hand`,
            `holster`, `beside` or `save_bag`.
        type_ (Literal['weapons_switched']): The event's type, always `weapons_switched` here (the log entry's `type`
            too).
    """

    character: str
    places: FarCryWeaponsSwitchedPlaces
    type_: Literal["weapons_switched"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        character = self.character

        places = self.places.to_dict()

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "character": character,
                "places": places,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.far_cry_weapons_switched_places import FarCryWeaponsSwitchedPlaces

        d = dict(src_dict)
        character = d.pop("character")

        places = FarCryWeaponsSwitchedPlaces.from_dict(d.pop("places"))

        type_ = cast(Literal["weapons_switched"], d.pop("type"))
        if type_ != "weapons_switched":
            raise ValueError(f"type must match const 'weapons_switched', got '{type_}'")

        far_cry_weapons_switched = cls(
            character=character,
            places=places,
            type_=type_,
        )

        far_cry_weapons_switched.additional_properties = d
        return far_cry_weapons_switched

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
