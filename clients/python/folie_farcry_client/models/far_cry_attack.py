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

from ..models.far_cry_attack_mode import FarCryAttackMode
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.far_cry_attack_target import FarCryAttackTarget


T = TypeVar("T", bound="FarCryAttack")


@_attrs_define
class FarCryAttack:
    """Attack with one equipped weapon (LA-25, CB-1..CB-29, R-F-6): single fire, auto fire (each extra
    target within range 2 of the previous, CB-25), a throw (CB-24, R-F-28), Propagation (the initial
    target first, then the units beside it it reaches, CB-23, R-F-25) or Dispersion (CB-22, R-F-26).

        Attributes:
            action (Literal['attack']): The command's action, always `attack` here (a `LegalAction`'s `action`).
            character (str): The character attacking.
            mode (FarCryAttackMode): The fire mode: `single`, `auto`, `throw`, `propagation` or `dispersion` (the weapon's
                modes, CB-21..CB-25).
            targets (list[FarCryAttackTarget]): The targets in order: the first is the initial target; auto fire's extra
                ones each within range 2 of the
                previous.
            weapon (str): The equipped weapon's id.
            boost (bool | Unset): Tour humaine or Répandre l'amour at madness 10+ (L1266-1267): 1 more ammo, +1 damage to
                the
                initial target. Default: False.
            cover_choice (list[list[int]] | Unset): R-F-23: when the covers nearest a target tie, the one a shield sends the
                hit to.
            hex_ (None | str | Unset): CB-5 (L859), R-F-24: an empty hex aimed at, as `"q,r"` (the listing's hex choice for
                a weapon
                that sets fire), instead of `targets`.
            shares (list[str] | Unset): Dispersion (CB-22, R-F-26): one damage point per entry moved from the target to that
                unit
                (units adjacent to the target; the rest stays on the target).
    """

    action: Literal["attack"]
    character: str
    mode: FarCryAttackMode
    targets: list[FarCryAttackTarget]
    weapon: str
    boost: bool | Unset = False
    cover_choice: list[list[int]] | Unset = UNSET
    hex_: None | str | Unset = UNSET
    shares: list[str] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        action = self.action

        character = self.character

        mode = self.mode.value

        targets = []
        for targets_item_data in self.targets:
            targets_item = targets_item_data.to_dict()
            targets.append(targets_item)

        weapon = self.weapon

        boost = self.boost

        cover_choice: list[list[int]] | Unset = UNSET
        if not isinstance(self.cover_choice, Unset):
            cover_choice = []
            for cover_choice_item_data in self.cover_choice:
                cover_choice_item = cover_choice_item_data

                cover_choice.append(cover_choice_item)

        hex_: None | str | Unset
        if isinstance(self.hex_, Unset):
            hex_ = UNSET
        else:
            hex_ = self.hex_

        shares: list[str] | Unset = UNSET
        if not isinstance(self.shares, Unset):
            shares = self.shares

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
                "character": character,
                "mode": mode,
                "targets": targets,
                "weapon": weapon,
            }
        )
        if boost is not UNSET:
            field_dict["boost"] = boost
        if cover_choice is not UNSET:
            field_dict["cover_choice"] = cover_choice
        if hex_ is not UNSET:
            field_dict["hex"] = hex_
        if shares is not UNSET:
            field_dict["shares"] = shares

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.far_cry_attack_target import FarCryAttackTarget

        d = dict(src_dict)
        action = cast(Literal["attack"], d.pop("action"))
        if action != "attack":
            raise ValueError(f"action must match const 'attack', got '{action}'")

        character = d.pop("character")

        mode = FarCryAttackMode(d.pop("mode"))

        targets = []
        _targets = d.pop("targets")
        for targets_item_data in _targets:
            targets_item = FarCryAttackTarget.from_dict(targets_item_data)

            targets.append(targets_item)

        weapon = d.pop("weapon")

        boost = d.pop("boost", UNSET)

        _cover_choice = d.pop("cover_choice", UNSET)
        cover_choice: list[list[int]] | Unset = UNSET
        if _cover_choice is not UNSET:
            cover_choice = []
            for cover_choice_item_data in _cover_choice:
                cover_choice_item = cast(list[int], cover_choice_item_data)

                cover_choice.append(cover_choice_item)

        def _parse_hex_(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        hex_ = _parse_hex_(d.pop("hex", UNSET))

        shares = cast(list[str], d.pop("shares", UNSET))

        far_cry_attack = cls(
            action=action,
            character=character,
            mode=mode,
            targets=targets,
            weapon=weapon,
            boost=boost,
            cover_choice=cover_choice,
            hex_=hex_,
            shares=shares,
        )

        return far_cry_attack
