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
    from ..models.far_cry_weapon_given import FarCryWeaponGiven


T = TypeVar("T", bound="FarCryCharacterReady")


@_attrs_define
class FarCryCharacterReady:
    """MISE EN PLACE, players (L300-318) with mission 0's kit (L1663-1670, R-F-53): on a start star,
    HP and MP dials at their maximum, bandages, impulse, weapons and talent.

        Attributes:
            at (list[int]): An axial coordinate; the third cube coordinate is `-q - r`.
            bag (None | str): The bag tile from the save (INV-3).
            bandages (int): Bandage tokens held.
            character (str): The character's id (content `characters.json`), as `character` everywhere.
            holsters (list[str]): The holster ids on its board (each holds one weapon, LA-2).
            impulses (int): Impulses left (the board's once-per-mission action, UA-1).
            items (list[str]): Item cards from the save (SU-12, L308-310).
            kit (int | None): The index of the mission 0 kit it took (L1663-1670); `null` when the kit comes from the
                campaign save.
            leaves (list[str]): Leaf colours held from the save (used for potions).
            madness (int): Madness tokens held at the start (from the save; 0 in mission 0).
            max_hp (int): Maximum health points (its board's).
            max_mp (int): Maximum movement points per players' turn (its board's).
            seat (int): The seat playing this character (0-based).
            talents (list[str]): Its talent card ids (content `talents.json`).
            type_ (Literal['character_ready']): The event's type, always `character_ready` here (the log entry's `type`
                too).
            weapons (list[FarCryWeaponGiven]): The weapons it starts with and where each goes.
    """

    at: list[int]
    bag: None | str
    bandages: int
    character: str
    holsters: list[str]
    impulses: int
    items: list[str]
    kit: int | None
    leaves: list[str]
    madness: int
    max_hp: int
    max_mp: int
    seat: int
    talents: list[str]
    type_: Literal["character_ready"]
    weapons: list[FarCryWeaponGiven]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        at = self.at

        bag: None | str
        bag = self.bag

        bandages = self.bandages

        character = self.character

        holsters = self.holsters

        impulses = self.impulses

        items = self.items

        kit: int | None
        kit = self.kit

        leaves = self.leaves

        madness = self.madness

        max_hp = self.max_hp

        max_mp = self.max_mp

        seat = self.seat

        talents = self.talents

        type_ = self.type_

        weapons = []
        for weapons_item_data in self.weapons:
            weapons_item = weapons_item_data.to_dict()
            weapons.append(weapons_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "at": at,
                "bag": bag,
                "bandages": bandages,
                "character": character,
                "holsters": holsters,
                "impulses": impulses,
                "items": items,
                "kit": kit,
                "leaves": leaves,
                "madness": madness,
                "max_hp": max_hp,
                "max_mp": max_mp,
                "seat": seat,
                "talents": talents,
                "type": type_,
                "weapons": weapons,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.far_cry_weapon_given import FarCryWeaponGiven

        d = dict(src_dict)
        at = cast(list[int], d.pop("at"))

        def _parse_bag(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        bag = _parse_bag(d.pop("bag"))

        bandages = d.pop("bandages")

        character = d.pop("character")

        holsters = cast(list[str], d.pop("holsters"))

        impulses = d.pop("impulses")

        items = cast(list[str], d.pop("items"))

        def _parse_kit(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        kit = _parse_kit(d.pop("kit"))

        leaves = cast(list[str], d.pop("leaves"))

        madness = d.pop("madness")

        max_hp = d.pop("max_hp")

        max_mp = d.pop("max_mp")

        seat = d.pop("seat")

        talents = cast(list[str], d.pop("talents"))

        type_ = cast(Literal["character_ready"], d.pop("type"))
        if type_ != "character_ready":
            raise ValueError(f"type must match const 'character_ready', got '{type_}'")

        weapons = []
        _weapons = d.pop("weapons")
        for weapons_item_data in _weapons:
            weapons_item = FarCryWeaponGiven.from_dict(weapons_item_data)

            weapons.append(weapons_item)

        far_cry_character_ready = cls(
            at=at,
            bag=bag,
            bandages=bandages,
            character=character,
            holsters=holsters,
            impulses=impulses,
            items=items,
            kit=kit,
            leaves=leaves,
            madness=madness,
            max_hp=max_hp,
            max_mp=max_mp,
            seat=seat,
            talents=talents,
            type_=type_,
            weapons=weapons,
        )

        far_cry_character_ready.additional_properties = d
        return far_cry_character_ready

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
