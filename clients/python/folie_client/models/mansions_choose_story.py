from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.mansions_choose_story_action import MansionsChooseStoryAction

T = TypeVar("T", bound="MansionsChooseStory")


@_attrs_define
class MansionsChooseStory:
    """The keeper's story (H-2): one `question:answer` per question.

    Attributes:
        action (MansionsChooseStoryAction):
        answers (list[str]):
    """

    action: MansionsChooseStoryAction
    answers: list[str]

    def to_dict(self) -> dict[str, Any]:
        action = self.action.value

        answers = self.answers

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
                "answers": answers,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        action = MansionsChooseStoryAction(d.pop("action"))

        answers = cast(list[str], d.pop("answers"))

        mansions_choose_story = cls(
            action=action,
            answers=answers,
        )

        return mansions_choose_story
