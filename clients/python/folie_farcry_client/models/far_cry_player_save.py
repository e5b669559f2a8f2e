from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.far_cry_saved_weapon import FarCrySavedWeapon


T = TypeVar("T", bound="FarCryPlayerSave")


@_attrs_define
class FarCryPlayerSave:
    """One player's save bag (EM-11, L597-599): the board, the cards, the tokens kept and the counter.

    Attributes:
        bag (None | str): The bag tile (INV-3, INV-8): its slots are how many item cards the player carries; none: 1
            (INV-2).
        character (str): The character's id (content `characters.json`).
        holsters (list[str]): Belt and back holster tiles (INV-8: at most one of each kind).
        items (list[str]): Item card ids kept.
        leaves (list[str]): Leaf colours kept.
        madness (int): The madness counter (MD-6); its thresholds raise the board's maxima (MD-7). Default: 0.
        max_hp (int): The board's maximum HP: the character's base plus the MD-7 bonuses of `madness`. Default: 0.
        max_mp (int): Maximum movement points the counter gives (SU-15, MD-7); 0 when not yet set. Default: 0.
        skins (int): Skins kept. Default: 0.
        talents (list[str]): Talent card ids learned.
        weapons (list[FarCrySavedWeapon]): The weapons kept, each with where it starts the next mission.
        xp (int): XP to spend (EM-3, EM-5). Default: 0.
    """

    bag: None | str
    character: str
    holsters: list[str]
    items: list[str]
    leaves: list[str]
    talents: list[str]
    weapons: list[FarCrySavedWeapon]
    madness: int = 0
    max_hp: int = 0
    max_mp: int = 0
    skins: int = 0
    xp: int = 0

    def to_dict(self) -> dict[str, Any]:
        bag: None | str
        bag = self.bag

        character = self.character

        holsters = self.holsters

        items = self.items

        leaves = self.leaves

        madness = self.madness

        max_hp = self.max_hp

        max_mp = self.max_mp

        skins = self.skins

        talents = self.talents

        weapons = []
        for weapons_item_data in self.weapons:
            weapons_item = weapons_item_data.to_dict()
            weapons.append(weapons_item)

        xp = self.xp

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "bag": bag,
                "character": character,
                "holsters": holsters,
                "items": items,
                "leaves": leaves,
                "madness": madness,
                "max_hp": max_hp,
                "max_mp": max_mp,
                "skins": skins,
                "talents": talents,
                "weapons": weapons,
                "xp": xp,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.far_cry_saved_weapon import FarCrySavedWeapon

        d = dict(src_dict)

        def _parse_bag(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        bag = _parse_bag(d.pop("bag"))

        character = d.pop("character")

        holsters = cast(list[str], d.pop("holsters"))

        items = cast(list[str], d.pop("items"))

        leaves = cast(list[str], d.pop("leaves"))

        madness = d.pop("madness")

        max_hp = d.pop("max_hp")

        max_mp = d.pop("max_mp")

        skins = d.pop("skins")

        talents = cast(list[str], d.pop("talents"))

        weapons = []
        _weapons = d.pop("weapons")
        for weapons_item_data in _weapons:
            weapons_item = FarCrySavedWeapon.from_dict(weapons_item_data)

            weapons.append(weapons_item)

        xp = d.pop("xp")

        far_cry_player_save = cls(
            bag=bag,
            character=character,
            holsters=holsters,
            items=items,
            leaves=leaves,
            madness=madness,
            max_hp=max_hp,
            max_mp=max_mp,
            skins=skins,
            talents=talents,
            weapons=weapons,
            xp=xp,
        )

        return far_cry_player_save
