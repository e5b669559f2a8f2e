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

T = TypeVar("T", bound="FarCryExploreRegroup")


@_attrs_define
class FarCryExploreRegroup:
    """Step 5 (EX-15): join a cell through spent revealed cards, 1 MP per card entered.

    Attributes:
        action (Literal['explore_regroup']): The command's action, always `explore_regroup` here (a `LegalAction`'s
            `action`).
        character (str): The explorer regrouping.
        to (str): The cell to join, as `"x,y"`.
    """

    action: Literal["explore_regroup"]
    character: str
    to: str

    def to_dict(self) -> dict[str, Any]:
        action = self.action

        character = self.character

        to = self.to

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
                "character": character,
                "to": to,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        action = cast(Literal["explore_regroup"], d.pop("action"))
        if action != "explore_regroup":
            raise ValueError(
                f"action must match const 'explore_regroup', got '{action}'"
            )

        character = d.pop("character")

        to = d.pop("to")

        far_cry_explore_regroup = cls(
            action=action,
            character=character,
            to=to,
        )

        return far_cry_explore_regroup
