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

T = TypeVar("T", bound="MansionsMonsterAttack")


@_attrs_define
class MansionsMonsterAttack:
    """Keeper step 5 (H-27, R-H-7): `monster` attacks the investigator of seat `target`.

    Attributes:
        action (Literal['monster_attack']): The command's action, always `monster_attack` here (a `LegalAction`'s
            `action`).
        monster (int): The attacking monster's uid.
        target (int): The attacked investigator's seat.
    """

    action: Literal["monster_attack"]
    monster: int
    target: int

    def to_dict(self) -> dict[str, Any]:
        action = self.action

        monster = self.monster

        target = self.target

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
                "monster": monster,
                "target": target,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        action = cast(Literal["monster_attack"], d.pop("action"))
        if action != "monster_attack":
            raise ValueError(
                f"action must match const 'monster_attack', got '{action}'"
            )

        monster = d.pop("monster")

        target = d.pop("target")

        mansions_monster_attack = cls(
            action=action,
            monster=monster,
            target=target,
        )

        return mansions_monster_attack
