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

from ..models.far_cry_pick_up_kind import FarCryPickUpKind
from ..types import UNSET, Unset

T = TypeVar("T", bound="FarCryPickUp")


@_attrs_define
class FarCryPickUp:
    """Take the loot, leaf or weapon token on the character's hex (MV-17, R-F-19).

    Attributes:
        action (Literal['pick_up']): The command's action, always `pick_up` here (a `LegalAction`'s `action`).
        character (str): The character picking up.
        kind (FarCryPickUpKind): The token to take from the character's hex: `loot`, `leaf` or a thrown `weapon`.
        leaf (None | str | Unset): Under Main verte (L454, R-F-78): the leaf colour taken from the supply instead of the
            token's.
        weapon (None | str | Unset): For ammo loot: the equipped weapon to reload (MV-23); for a weapon token: which
            one.
    """

    action: Literal["pick_up"]
    character: str
    kind: FarCryPickUpKind
    leaf: None | str | Unset = UNSET
    weapon: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        action = self.action

        character = self.character

        kind = self.kind.value

        leaf: None | str | Unset
        if isinstance(self.leaf, Unset):
            leaf = UNSET
        else:
            leaf = self.leaf

        weapon: None | str | Unset
        if isinstance(self.weapon, Unset):
            weapon = UNSET
        else:
            weapon = self.weapon

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
                "character": character,
                "kind": kind,
            }
        )
        if leaf is not UNSET:
            field_dict["leaf"] = leaf
        if weapon is not UNSET:
            field_dict["weapon"] = weapon

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        action = cast(Literal["pick_up"], d.pop("action"))
        if action != "pick_up":
            raise ValueError(f"action must match const 'pick_up', got '{action}'")

        character = d.pop("character")

        kind = FarCryPickUpKind(d.pop("kind"))

        def _parse_leaf(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        leaf = _parse_leaf(d.pop("leaf", UNSET))

        def _parse_weapon(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        weapon = _parse_weapon(d.pop("weapon", UNSET))

        far_cry_pick_up = cls(
            action=action,
            character=character,
            kind=kind,
            leaf=leaf,
            weapon=weapon,
        )

        return far_cry_pick_up
