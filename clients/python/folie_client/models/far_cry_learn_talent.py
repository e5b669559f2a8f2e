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

T = TypeVar("T", bound="FarCryLearnTalent")


@_attrs_define
class FarCryLearnTalent:
    """TL-3..TL-6 (L1249-1276): buy a talent with the character's own XP.

    Attributes:
        action (Literal['learn_talent']): The command's action, always `learn_talent` here (a `LegalAction`'s `action`).
        character (str): The character learning.
        talent (str): The talent card's id.
    """

    action: Literal["learn_talent"]
    character: str
    talent: str

    def to_dict(self) -> dict[str, Any]:
        action = self.action

        character = self.character

        talent = self.talent

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
                "character": character,
                "talent": talent,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        action = cast(Literal["learn_talent"], d.pop("action"))
        if action != "learn_talent":
            raise ValueError(f"action must match const 'learn_talent', got '{action}'")

        character = d.pop("character")

        talent = d.pop("talent")

        far_cry_learn_talent = cls(
            action=action,
            character=character,
            talent=talent,
        )

        return far_cry_learn_talent
