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

T = TypeVar("T", bound="MansionsPuzzleSkillPoint")


@_attrs_define
class MansionsPuzzleSkillPoint:
    """During an attempt: spend a skill point for as many more puzzle actions as your luck (R-H-5).

    Attributes:
        action (Literal['puzzle_skill']): The command's action, always `puzzle_skill` here (a `LegalAction`'s `action`).
    """

    action: Literal["puzzle_skill"]

    def to_dict(self) -> dict[str, Any]:
        action = self.action

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        action = cast(Literal["puzzle_skill"], d.pop("action"))
        if action != "puzzle_skill":
            raise ValueError(f"action must match const 'puzzle_skill', got '{action}'")

        mansions_puzzle_skill_point = cls(
            action=action,
        )

        return mansions_puzzle_skill_point
