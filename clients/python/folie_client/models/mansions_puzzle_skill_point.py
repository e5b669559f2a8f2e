from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.mansions_puzzle_skill_point_action import MansionsPuzzleSkillPointAction

T = TypeVar("T", bound="MansionsPuzzleSkillPoint")


@_attrs_define
class MansionsPuzzleSkillPoint:
    """During an attempt: spend a skill point for as many more puzzle actions as your luck (R-H-5).

    Attributes:
        action (MansionsPuzzleSkillPointAction):
    """

    action: MansionsPuzzleSkillPointAction

    def to_dict(self) -> dict[str, Any]:
        action = self.action.value

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
        action = MansionsPuzzleSkillPointAction(d.pop("action"))

        mansions_puzzle_skill_point = cls(
            action=action,
        )

        return mansions_puzzle_skill_point
