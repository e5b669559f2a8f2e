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

T = TypeVar("T", bound="FarCryExploreReveal")


@_attrs_define
class FarCryExploreReveal:
    """Step 1 (EX-11): turn a face-down card beside one of your arrows face up, 1 MP.

    Attributes:
        action (Literal['explore_reveal']): The command's action, always `explore_reveal` here (a `LegalAction`'s
            `action`).
        cell (str): The face-down cell to turn, as `"x,y"`, beside one of the explorer's arrows.
        character (str): The explorer revealing.
    """

    action: Literal["explore_reveal"]
    cell: str
    character: str

    def to_dict(self) -> dict[str, Any]:
        action = self.action

        cell = self.cell

        character = self.character

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
                "cell": cell,
                "character": character,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        action = cast(Literal["explore_reveal"], d.pop("action"))
        if action != "explore_reveal":
            raise ValueError(
                f"action must match const 'explore_reveal', got '{action}'"
            )

        cell = d.pop("cell")

        character = d.pop("character")

        far_cry_explore_reveal = cls(
            action=action,
            cell=cell,
            character=character,
        )

        return far_cry_explore_reveal
