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

from ..types import UNSET, Unset

T = TypeVar("T", bound="MansionsAttack")


@_attrs_define
class MansionsAttack:
    """The action (H-31): attack `monster` (its uid) with `weapon` (an item you hold), or bare-handed
    (`weapon` None) a monster in your space; a ranged weapon reaches its range in line of sight (H-33).

        Attributes:
            action (Literal['attack']): The command's action, always `attack` here (a `LegalAction`'s `action`).
            monster (int): The attacked monster's uid.
            weapon (None | str | Unset): The weapon's item id, held; `null` to attack bare-handed.
    """

    action: Literal["attack"]
    monster: int
    weapon: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        action = self.action

        monster = self.monster

        weapon: None | str | Unset
        if isinstance(self.weapon, Unset):
            weapon = UNSET
        else:
            weapon = self.weapon

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
                "monster": monster,
            }
        )
        if weapon is not UNSET:
            field_dict["weapon"] = weapon

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        action = cast(Literal["attack"], d.pop("action"))
        if action != "attack":
            raise ValueError(f"action must match const 'attack', got '{action}'")

        monster = d.pop("monster")

        def _parse_weapon(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        weapon = _parse_weapon(d.pop("weapon", UNSET))

        mansions_attack = cls(
            action=action,
            monster=monster,
            weapon=weapon,
        )

        return mansions_attack
