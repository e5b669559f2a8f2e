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

T = TypeVar("T", bound="FarCryReload")


@_attrs_define
class FarCryReload:
    """Reload every equipped weapon to capacity (LA-9, L751-757); no attack this turn (LA-10).

    Attributes:
        action (Literal['reload']): The command's action, always `reload` here (a `LegalAction`'s `action`).
        character (str): The character reloading.
    """

    action: Literal["reload"]
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
        action = cast(Literal["reload"], d.pop("action"))
        if action != "reload":
            raise ValueError(f"action must match const 'reload', got '{action}'")

        character = d.pop("character")

        far_cry_reload = cls(
            action=action,
            character=character,
        )

        return far_cry_reload
