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

T = TypeVar("T", bound="FarCryPassFreeAttack")


@_attrs_define
class FarCryPassFreeAttack:
    """Forgo the Amanites' free attack `character` is owed (R-F-42); the next one comes.

    Attributes:
        action (Literal['pass_free_attack']): The command's action, always `pass_free_attack` here (a `LegalAction`'s
            `action`).
        character (str): The character forgoing its owed free attack.
    """

    action: Literal["pass_free_attack"]
    character: str

    def to_dict(self) -> dict[str, Any]:
        action = self.action

        character = self.character

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
                "character": character,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        action = cast(Literal["pass_free_attack"], d.pop("action"))
        if action != "pass_free_attack":
            raise ValueError(
                f"action must match const 'pass_free_attack', got '{action}'"
            )

        character = d.pop("character")

        far_cry_pass_free_attack = cls(
            action=action,
            character=character,
        )

        return far_cry_pass_free_attack
