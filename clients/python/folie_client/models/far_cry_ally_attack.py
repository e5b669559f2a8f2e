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

T = TypeVar("T", bound="FarCryAllyAttack")


@_attrs_define
class FarCryAllyAttack:
    """A controlled ally attacks once with one of its board's weapons (AL-2; R-F-6 per weapon).

    Attributes:
        action (Literal['ally_attack']): The command's action, always `ally_attack` here (a `LegalAction`'s `action`).
        ally (str): The controlled ally's unit uid.
        target (list[int]): An axial coordinate; the third cube coordinate is `-q - r`.
        weapon (str): One of its board's weapon ids.
    """

    action: Literal["ally_attack"]
    ally: str
    target: list[int]
    weapon: str

    def to_dict(self) -> dict[str, Any]:
        action = self.action

        ally = self.ally

        target = self.target

        weapon = self.weapon

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
                "ally": ally,
                "target": target,
                "weapon": weapon,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        action = cast(Literal["ally_attack"], d.pop("action"))
        if action != "ally_attack":
            raise ValueError(f"action must match const 'ally_attack', got '{action}'")

        ally = d.pop("ally")

        target = cast(list[int], d.pop("target"))

        weapon = d.pop("weapon")

        far_cry_ally_attack = cls(
            action=action,
            ally=ally,
            target=target,
            weapon=weapon,
        )

        return far_cry_ally_attack
