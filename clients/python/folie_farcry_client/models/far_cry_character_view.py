from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.far_cry_effect import FarCryEffect
    from ..models.far_cry_weapon_view import FarCryWeaponView


T = TypeVar("T", bound="FarCryCharacterView")


@_attrs_define
class FarCryCharacterView:
    """CharacterView

    Attributes:
        at (list[int] | None): Its hex; `None` off the board (exited, or not placed yet).
        bandages (int): Bandages left (a bandage heals).
        bleeding (bool): Bleeding (a status a hit can give, CB-31).
        blocage (bool): Blocked (a status a hit can give, CB-31; R-F-11 says from when it holds).
        borrowed (None | str): Puis-je ? (L1268): the victim's ranged weapon usable once more this turn.
        character (str): The character's id (content `characters.json`).
        discard (list[str]): SU-14 (L316): the cards in the player's discard area (public, face up).
        done (bool): Its seat said it is done this turn (R-F-12).
        effects (list[FarCryEffect]): Potions' effects running, each through round `until` (L453-461).
        exited (bool): It left the map by an exit.
        holsters (list[str]): Its holster tiles: where a weapon not in hand is carried.
        hp (int): Health points left.
        impulses (int): Impulses left (its character's once-per-mission boost, UA-1).
        ink (int): M5's ink tokens (designed, `tactical.ink`). Default: 0.
        items (list[str]): Item cards it carries (INV-2).
        ko (bool): Knocked out: it acts no more until revived.
        leaves (list[str]): Leaf tokens it carries (their colours: brewed into potions).
        limited (list[str]): Limited actions already taken this turn (PT-3): "switch", "item", "reload", "takedown", ...
        loot (list[str]): Loot tokens it picked up, face up.
        madness (int): The madness counter, saved between missions (MD-6); mission 0 starts on 7 (MD-15).
        madness_tokens (int): Madness tokens gained this mission by kills (MD-1..MD-3), counted on success.
        max_hp (int): Its most health points.
        max_mp (int): Movement points it has at the start of its turn.
        money_tokens (int): Money tokens picked up this mission.
        mp (int): Movement points left this turn.
        name (str): The character's name, as printed.
        seat (int): The seat playing it, from 0 (solo: one seat plays two characters, GN-3).
        stress_card (bool): A stress card lies on the board (its face is hidden from everyone, its owner included,
            MD-9).
        stress_face_up (None | str): The stress card turned face up, if any (its effect now applies).
        talents (list[str]): Talent ids it has learnt (bought with XP).
        talents_used (list[str]): Talents tilted this turn or flipped this mission (TL-9): no longer available.
        weapons (list[FarCryWeaponView]): The weapon cards it has: in hand, holstered, beside the board or in the save
            bag.
        xp_tokens (int): Experience tokens picked up this mission.
    """

    at: list[int] | None
    bandages: int
    bleeding: bool
    blocage: bool
    borrowed: None | str
    character: str
    discard: list[str]
    done: bool
    effects: list[FarCryEffect]
    exited: bool
    holsters: list[str]
    hp: int
    impulses: int
    items: list[str]
    ko: bool
    leaves: list[str]
    limited: list[str]
    loot: list[str]
    madness: int
    madness_tokens: int
    max_hp: int
    max_mp: int
    money_tokens: int
    mp: int
    name: str
    seat: int
    stress_card: bool
    stress_face_up: None | str
    talents: list[str]
    talents_used: list[str]
    weapons: list[FarCryWeaponView]
    xp_tokens: int
    ink: int = 0
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        at: list[int] | None
        if isinstance(self.at, list):
            at = self.at

        else:
            at = self.at

        bandages = self.bandages

        bleeding = self.bleeding

        blocage = self.blocage

        borrowed: None | str
        borrowed = self.borrowed

        character = self.character

        discard = self.discard

        done = self.done

        effects = []
        for effects_item_data in self.effects:
            effects_item = effects_item_data.to_dict()
            effects.append(effects_item)

        exited = self.exited

        holsters = self.holsters

        hp = self.hp

        impulses = self.impulses

        ink = self.ink

        items = self.items

        ko = self.ko

        leaves = self.leaves

        limited = self.limited

        loot = self.loot

        madness = self.madness

        madness_tokens = self.madness_tokens

        max_hp = self.max_hp

        max_mp = self.max_mp

        money_tokens = self.money_tokens

        mp = self.mp

        name = self.name

        seat = self.seat

        stress_card = self.stress_card

        stress_face_up: None | str
        stress_face_up = self.stress_face_up

        talents = self.talents

        talents_used = self.talents_used

        weapons = []
        for weapons_item_data in self.weapons:
            weapons_item = weapons_item_data.to_dict()
            weapons.append(weapons_item)

        xp_tokens = self.xp_tokens

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "at": at,
                "bandages": bandages,
                "bleeding": bleeding,
                "blocage": blocage,
                "borrowed": borrowed,
                "character": character,
                "discard": discard,
                "done": done,
                "effects": effects,
                "exited": exited,
                "holsters": holsters,
                "hp": hp,
                "impulses": impulses,
                "ink": ink,
                "items": items,
                "ko": ko,
                "leaves": leaves,
                "limited": limited,
                "loot": loot,
                "madness": madness,
                "madness_tokens": madness_tokens,
                "max_hp": max_hp,
                "max_mp": max_mp,
                "money_tokens": money_tokens,
                "mp": mp,
                "name": name,
                "seat": seat,
                "stress_card": stress_card,
                "stress_face_up": stress_face_up,
                "talents": talents,
                "talents_used": talents_used,
                "weapons": weapons,
                "xp_tokens": xp_tokens,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.far_cry_effect import FarCryEffect
        from ..models.far_cry_weapon_view import FarCryWeaponView

        d = dict(src_dict)

        def _parse_at(data: object) -> list[int] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                at_type_0 = cast(list[int], data)

                return at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int] | None, data)

        at = _parse_at(d.pop("at"))

        bandages = d.pop("bandages")

        bleeding = d.pop("bleeding")

        blocage = d.pop("blocage")

        def _parse_borrowed(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        borrowed = _parse_borrowed(d.pop("borrowed"))

        character = d.pop("character")

        discard = cast(list[str], d.pop("discard"))

        done = d.pop("done")

        effects = []
        _effects = d.pop("effects")
        for effects_item_data in _effects:
            effects_item = FarCryEffect.from_dict(effects_item_data)

            effects.append(effects_item)

        exited = d.pop("exited")

        holsters = cast(list[str], d.pop("holsters"))

        hp = d.pop("hp")

        impulses = d.pop("impulses")

        ink = d.pop("ink")

        items = cast(list[str], d.pop("items"))

        ko = d.pop("ko")

        leaves = cast(list[str], d.pop("leaves"))

        limited = cast(list[str], d.pop("limited"))

        loot = cast(list[str], d.pop("loot"))

        madness = d.pop("madness")

        madness_tokens = d.pop("madness_tokens")

        max_hp = d.pop("max_hp")

        max_mp = d.pop("max_mp")

        money_tokens = d.pop("money_tokens")

        mp = d.pop("mp")

        name = d.pop("name")

        seat = d.pop("seat")

        stress_card = d.pop("stress_card")

        def _parse_stress_face_up(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        stress_face_up = _parse_stress_face_up(d.pop("stress_face_up"))

        talents = cast(list[str], d.pop("talents"))

        talents_used = cast(list[str], d.pop("talents_used"))

        weapons = []
        _weapons = d.pop("weapons")
        for weapons_item_data in _weapons:
            weapons_item = FarCryWeaponView.from_dict(weapons_item_data)

            weapons.append(weapons_item)

        xp_tokens = d.pop("xp_tokens")

        far_cry_character_view = cls(
            at=at,
            bandages=bandages,
            bleeding=bleeding,
            blocage=blocage,
            borrowed=borrowed,
            character=character,
            discard=discard,
            done=done,
            effects=effects,
            exited=exited,
            holsters=holsters,
            hp=hp,
            impulses=impulses,
            ink=ink,
            items=items,
            ko=ko,
            leaves=leaves,
            limited=limited,
            loot=loot,
            madness=madness,
            madness_tokens=madness_tokens,
            max_hp=max_hp,
            max_mp=max_mp,
            money_tokens=money_tokens,
            mp=mp,
            name=name,
            seat=seat,
            stress_card=stress_card,
            stress_face_up=stress_face_up,
            talents=talents,
            talents_used=talents_used,
            weapons=weapons,
            xp_tokens=xp_tokens,
        )

        far_cry_character_view.additional_properties = d
        return far_cry_character_view

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
