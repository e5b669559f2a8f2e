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

T = TypeVar("T", bound="FarCrySwitchWeapons")


@_attrs_define
class FarCrySwitchWeapons:
    """Equip other weapons, holstering the rest (LA-1..LA-3): `hand` is the new equipped set;
    `save_bag` names the unequipped weapons with no holster room left, put away for the mission.

        Attributes:
            action (Literal['switch_weapons']): The command's action, always `switch_weapons` here (a `LegalAction`'s
                `action`).
            character (str): The character switching weapons.
            hand (list[str]): The weapon ids to have equipped (the hands they take may not exceed two).
            save_bag (list[str] | Unset): Unequipped weapon ids with no holster room left, put away in the save bag for the
                mission.
    """

    action: Literal["switch_weapons"]
    character: str
    hand: list[str]
    save_bag: list[str] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        action = self.action

        character = self.character

        hand = self.hand

        save_bag: list[str] | Unset = UNSET
        if not isinstance(self.save_bag, Unset):
            save_bag = self.save_bag

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
                "character": character,
                "hand": hand,
            }
        )
        if save_bag is not UNSET:
            field_dict["save_bag"] = save_bag

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        action = cast(Literal["switch_weapons"], d.pop("action"))
        if action != "switch_weapons":
            raise ValueError(
                f"action must match const 'switch_weapons', got '{action}'"
            )

        character = d.pop("character")

        hand = cast(list[str], d.pop("hand"))

        save_bag = cast(list[str], d.pop("save_bag", UNSET))

        far_cry_switch_weapons = cls(
            action=action,
            character=character,
            hand=hand,
            save_bag=save_bag,
        )

        return far_cry_switch_weapons
