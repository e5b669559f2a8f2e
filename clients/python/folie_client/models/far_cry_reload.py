from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.far_cry_reload_action import FarCryReloadAction

T = TypeVar("T", bound="FarCryReload")


@_attrs_define
class FarCryReload:
    """Reload every equipped weapon to capacity (LA-9, L751-757); no attack this turn (LA-10).

    Attributes:
        action (FarCryReloadAction):
        character (str):
    """

    action: FarCryReloadAction
    character: str

    def to_dict(self) -> dict[str, Any]:
        action = self.action.value

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
        action = FarCryReloadAction(d.pop("action"))

        character = d.pop("character")

        far_cry_reload = cls(
            action=action,
            character=character,
        )

        return far_cry_reload
