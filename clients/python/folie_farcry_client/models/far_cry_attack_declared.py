from __future__ import annotations

from collections.abc import Mapping
from typing import (
    Any,
    Literal,
    Self,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.far_cry_attack_declared_mode import FarCryAttackDeclaredMode

T = TypeVar("T", bound="FarCryAttackDeclared")


@_attrs_define
class FarCryAttackDeclared:
    """CB-1..CB-3 (L843-855), R-F-6: the weapon is tilted, auto fire's extra targets paid 1 MP each
    (CB-25, R-F-27); a thrown weapon leaves the inventory and lies on the target hex (CB-24, R-F-28).

        Attributes:
            attacker (str): The character id or unit uid attacking.
            boost (bool): Répandre l'amour or Tour humaine at 10+ (L1266-1267): 1 more ammo for +1 damage. Default: False.
            borrowed (bool): Puis-je ? (L1268): the victim's weapon, not the attacker's: nothing tilted, no ammo. Default:
                False.
            free (bool): An Amanites free attack (R-F-42): outside the turn's limits, the weapon not tilted. Default: False.
            mode (FarCryAttackDeclaredMode): The weapon's fire mode: `single`, `auto` (extra targets, CB-25), `throw`
                (CB-24), `zoc` (zone), `propagation` or
                `dispersion`.
            mp (int): Movement points paid for auto fire's extra targets (1 each, CB-25). Default: 0.
            sure (bool): Balle porte-bonheur spent on this attack (L1263). Default: False.
            sure_melee (bool): Au bon endroit spent on this attack (L1288): sure success, damage multiplied. Default: False.
            targets (list[list[int]]): The target hexes, in order, each `[q, r]`.
            type_ (Literal['attack_declared']): The event's type, always `attack_declared` here (the log entry's `type`
                too).
            weapon (str): The weapon's id (content `weapons.json`).
    """

    attacker: str
    mode: FarCryAttackDeclaredMode
    targets: list[list[int]]
    type_: Literal["attack_declared"]
    weapon: str
    boost: bool = False
    borrowed: bool = False
    free: bool = False
    mp: int = 0
    sure: bool = False
    sure_melee: bool = False
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        attacker = self.attacker

        boost = self.boost

        borrowed = self.borrowed

        free = self.free

        mode = self.mode.value

        mp = self.mp

        sure = self.sure

        sure_melee = self.sure_melee

        targets = []
        for targets_item_data in self.targets:
            targets_item = targets_item_data

            targets.append(targets_item)

        type_ = self.type_

        weapon = self.weapon

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "attacker": attacker,
                "boost": boost,
                "borrowed": borrowed,
                "free": free,
                "mode": mode,
                "mp": mp,
                "sure": sure,
                "sure_melee": sure_melee,
                "targets": targets,
                "type": type_,
                "weapon": weapon,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        attacker = d.pop("attacker")

        boost = d.pop("boost")

        borrowed = d.pop("borrowed")

        free = d.pop("free")

        mode = FarCryAttackDeclaredMode(d.pop("mode"))

        mp = d.pop("mp")

        sure = d.pop("sure")

        sure_melee = d.pop("sure_melee")

        targets = []
        _targets = d.pop("targets")
        for targets_item_data in _targets:
            targets_item = cast(list[int], targets_item_data)

            targets.append(targets_item)

        type_ = cast(Literal["attack_declared"], d.pop("type"))
        if type_ != "attack_declared":
            raise ValueError(f"type must match const 'attack_declared', got '{type_}'")

        weapon = d.pop("weapon")

        far_cry_attack_declared = cls(
            attacker=attacker,
            boost=boost,
            borrowed=borrowed,
            free=free,
            mode=mode,
            mp=mp,
            sure=sure,
            sure_melee=sure_melee,
            targets=targets,
            type_=type_,
            weapon=weapon,
        )

        far_cry_attack_declared.additional_properties = d
        return far_cry_attack_declared

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
