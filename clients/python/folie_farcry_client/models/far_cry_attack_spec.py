from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.far_cry_attack_spec_mode import FarCryAttackSpecMode

T = TypeVar("T", bound="FarCryAttackSpec")


@_attrs_define
class FarCryAttackSpec:
    """An attack as declared, with the modifiers its author brought: what is needed to finish it
    after a reaction paused it between a target's dice and their consequences.

        Attributes:
            animal_bonus (int): Chasseur mortel (L460): +1 damage to animals this turn. Default: 0.
            attacker (str): The character id or unit uid attacking.
            cover_choice (list[list[int]]): The cover hexes the attacker picked among those tied as nearest the target
                (R-F-23).
            discount (int): Répandre l'amour (L1266): Propagation costs this much ammo less. Default: 0.
            extra_damage (int): Damage added to each hit (talents, effects). Default: 0.
            first_bonus (int): Répandre l'amour and Tour humaine at 10+ (L1266-1267): +1 damage to the initial target.
                Default: 0.
            free (bool): True for an Amanites free attack (R-F-42): no action spent. Default: False.
            miss_splash (bool): Gâchette rapide at 10+ (L1264): a missed second shot hits the healthiest unit nearest the
                target. Default: False.
            mode (FarCryAttackSpecMode): The fire mode: `single`, `auto`, `throw`, `zoc`, `propagation` or `dispersion`.
            multiplier (int): Au bon endroit (L1288): the damage doubled, or tripled at 10+. Default: 1.
            no_cover (bool): True when the target's cover does not count (the zip-line shot, R-F-15). Default: False.
            shares (list[str]): Dispersion (R-F-26): one damage point per entry moved from the target to that unit.
            shift (int): The net die shift its author's modifiers bring (+1 an upgrade, -1 a degradation, R-F-20). Default:
                0.
            steady (bool): Tour humaine (L1267, R-F-27): the auto-fire die degrades from the second extra target. Default:
                False.
            sure (bool): True for a guaranteed success (Balle porte-bonheur). Default: False.
            targets (list[list[int]]): The target hexes in order, each `[q, r]`.
            weapon (str): The weapon's id.
    """

    attacker: str
    cover_choice: list[list[int]]
    mode: FarCryAttackSpecMode
    shares: list[str]
    targets: list[list[int]]
    weapon: str
    animal_bonus: int = 0
    discount: int = 0
    extra_damage: int = 0
    first_bonus: int = 0
    free: bool = False
    miss_splash: bool = False
    multiplier: int = 1
    no_cover: bool = False
    shift: int = 0
    steady: bool = False
    sure: bool = False
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        animal_bonus = self.animal_bonus

        attacker = self.attacker

        cover_choice = []
        for cover_choice_item_data in self.cover_choice:
            cover_choice_item = cover_choice_item_data

            cover_choice.append(cover_choice_item)

        discount = self.discount

        extra_damage = self.extra_damage

        first_bonus = self.first_bonus

        free = self.free

        miss_splash = self.miss_splash

        mode = self.mode.value

        multiplier = self.multiplier

        no_cover = self.no_cover

        shares = self.shares

        shift = self.shift

        steady = self.steady

        sure = self.sure

        targets = []
        for targets_item_data in self.targets:
            targets_item = targets_item_data

            targets.append(targets_item)

        weapon = self.weapon

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "animal_bonus": animal_bonus,
                "attacker": attacker,
                "cover_choice": cover_choice,
                "discount": discount,
                "extra_damage": extra_damage,
                "first_bonus": first_bonus,
                "free": free,
                "miss_splash": miss_splash,
                "mode": mode,
                "multiplier": multiplier,
                "no_cover": no_cover,
                "shares": shares,
                "shift": shift,
                "steady": steady,
                "sure": sure,
                "targets": targets,
                "weapon": weapon,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        animal_bonus = d.pop("animal_bonus")

        attacker = d.pop("attacker")

        cover_choice = []
        _cover_choice = d.pop("cover_choice")
        for cover_choice_item_data in _cover_choice:
            cover_choice_item = cast(list[int], cover_choice_item_data)

            cover_choice.append(cover_choice_item)

        discount = d.pop("discount")

        extra_damage = d.pop("extra_damage")

        first_bonus = d.pop("first_bonus")

        free = d.pop("free")

        miss_splash = d.pop("miss_splash")

        mode = FarCryAttackSpecMode(d.pop("mode"))

        multiplier = d.pop("multiplier")

        no_cover = d.pop("no_cover")

        shares = cast(list[str], d.pop("shares"))

        shift = d.pop("shift")

        steady = d.pop("steady")

        sure = d.pop("sure")

        targets = []
        _targets = d.pop("targets")
        for targets_item_data in _targets:
            targets_item = cast(list[int], targets_item_data)

            targets.append(targets_item)

        weapon = d.pop("weapon")

        far_cry_attack_spec = cls(
            animal_bonus=animal_bonus,
            attacker=attacker,
            cover_choice=cover_choice,
            discount=discount,
            extra_damage=extra_damage,
            first_bonus=first_bonus,
            free=free,
            miss_splash=miss_splash,
            mode=mode,
            multiplier=multiplier,
            no_cover=no_cover,
            shares=shares,
            shift=shift,
            steady=steady,
            sure=sure,
            targets=targets,
            weapon=weapon,
        )

        far_cry_attack_spec.additional_properties = d
        return far_cry_attack_spec

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
