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

T = TypeVar("T", bound="MansionsUseAbility")


@_attrs_define
class MansionsUseAbility:
    """The mental trait's once-per-game ability (traits, H-64); `target` the chosen investigator's seat
    or monster's uid, `spell_type` the type of a spell it draws.

        Attributes:
            action (Literal['use_ability']): The command's action, always `use_ability` here (a `LegalAction`'s `action`).
            spell_type (None | str | Unset): The type of a spell the ability draws; `null` when it draws none.
            target (int | None | Unset): The chosen investigator's seat or monster's uid; `null` when the ability names
                none.
    """

    action: Literal["use_ability"]
    spell_type: None | str | Unset = UNSET
    target: int | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        action = self.action

        spell_type: None | str | Unset
        if isinstance(self.spell_type, Unset):
            spell_type = UNSET
        else:
            spell_type = self.spell_type

        target: int | None | Unset
        if isinstance(self.target, Unset):
            target = UNSET
        else:
            target = self.target

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
            }
        )
        if spell_type is not UNSET:
            field_dict["spell_type"] = spell_type
        if target is not UNSET:
            field_dict["target"] = target

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        action = cast(Literal["use_ability"], d.pop("action"))
        if action != "use_ability":
            raise ValueError(f"action must match const 'use_ability', got '{action}'")

        def _parse_spell_type(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        spell_type = _parse_spell_type(d.pop("spell_type", UNSET))

        def _parse_target(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        target = _parse_target(d.pop("target", UNSET))

        mansions_use_ability = cls(
            action=action,
            spell_type=spell_type,
            target=target,
        )

        return mansions_use_ability
