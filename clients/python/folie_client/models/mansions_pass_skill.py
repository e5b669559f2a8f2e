from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.mansions_pass_skill_action import MansionsPassSkillAction

T = TypeVar("T", bound="MansionsPassSkill")


@_attrs_define
class MansionsPassSkill:
    """The answer to a monster attack's prompt: no skill point on its test (L88, H-43).

    Attributes:
        action (MansionsPassSkillAction):
    """

    action: MansionsPassSkillAction

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
        action = MansionsPassSkillAction(d.pop("action"))

        mansions_pass_skill = cls(
            action=action,
        )

        return mansions_pass_skill
