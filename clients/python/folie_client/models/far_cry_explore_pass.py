from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.far_cry_explore_pass_action import FarCryExplorePassAction

T = TypeVar("T", bound="FarCryExplorePass")


@_attrs_define
class FarCryExplorePass:
    """Step 5: stay where you are this round.

    Attributes:
        action (FarCryExplorePassAction):
        character (str):
    """

    action: FarCryExplorePassAction
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
        action = FarCryExplorePassAction(d.pop("action"))

        character = d.pop("character")

        far_cry_explore_pass = cls(
            action=action,
            character=character,
        )

        return far_cry_explore_pass
