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

T = TypeVar("T", bound="FarCryExplorePass")


@_attrs_define
class FarCryExplorePass:
    """Step 5: stay where you are this round.

    Attributes:
        action (Literal['explore_pass']): The command's action, always `explore_pass` here (a `LegalAction`'s `action`).
        character (str): The explorer staying.
    """

    action: Literal["explore_pass"]
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
        action = cast(Literal["explore_pass"], d.pop("action"))
        if action != "explore_pass":
            raise ValueError(f"action must match const 'explore_pass', got '{action}'")

        character = d.pop("character")

        far_cry_explore_pass = cls(
            action=action,
            character=character,
        )

        return far_cry_explore_pass
