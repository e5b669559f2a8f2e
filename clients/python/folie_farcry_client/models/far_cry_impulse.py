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

T = TypeVar("T", bound="FarCryImpulse")


@_attrs_define
class FarCryImpulse:
    """The character board's once-per-mission impulse (UA-1, L823-825).

    Attributes:
        action (Literal['impulse']): The command's action, always `impulse` here (a `LegalAction`'s `action`).
        character (str): The character using its impulse.
    """

    action: Literal["impulse"]
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
        action = cast(Literal["impulse"], d.pop("action"))
        if action != "impulse":
            raise ValueError(f"action must match const 'impulse', got '{action}'")

        character = d.pop("character")

        far_cry_impulse = cls(
            action=action,
            character=character,
        )

        return far_cry_impulse
