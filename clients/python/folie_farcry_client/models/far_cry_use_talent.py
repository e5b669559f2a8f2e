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

T = TypeVar("T", bound="FarCryUseTalent")


@_attrs_define
class FarCryUseTalent:
    """A once-per-turn or once-per-mission talent (LA-17, UA-2); `target`: the adjacent enemy
    Glissade hits at madness 10+ (L1302).

        Attributes:
            action (Literal['use_talent']): The command's action, always `use_talent` here (a `LegalAction`'s `action`).
            character (str): The character using the talent.
            talent (str): The talent card's id (content `talents.json`).
            target (None | str | Unset): The adjacent enemy uid Glissade hits at madness 10+; `null` otherwise.
    """

    action: Literal["use_talent"]
    character: str
    talent: str
    target: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        action = self.action

        character = self.character

        talent = self.talent

        target: None | str | Unset
        if isinstance(self.target, Unset):
            target = UNSET
        else:
            target = self.target

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
                "character": character,
                "talent": talent,
            }
        )
        if target is not UNSET:
            field_dict["target"] = target

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        action = cast(Literal["use_talent"], d.pop("action"))
        if action != "use_talent":
            raise ValueError(f"action must match const 'use_talent', got '{action}'")

        character = d.pop("character")

        talent = d.pop("talent")

        def _parse_target(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        target = _parse_target(d.pop("target", UNSET))

        far_cry_use_talent = cls(
            action=action,
            character=character,
            talent=talent,
            target=target,
        )

        return far_cry_use_talent
