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

T = TypeVar("T", bound="MansionsChooseStory")


@_attrs_define
class MansionsChooseStory:
    """The keeper's story (H-2): one `question:answer` per question.

    Attributes:
        action (Literal['choose_story']): The command's action, always `choose_story` here (a `LegalAction`'s `action`).
        answers (list[str]): One `question:answer` per story question (H-2), e.g. `"writer:silas"`.
    """

    action: Literal["choose_story"]
    answers: list[str]

    def to_dict(self) -> dict[str, Any]:
        action = self.action

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
        action = cast(Literal["choose_story"], d.pop("action"))
        if action != "choose_story":
            raise ValueError(f"action must match const 'choose_story', got '{action}'")

        answers = cast(list[str], d.pop("answers"))

        mansions_choose_story = cls(
            action=action,
            answers=answers,
        )

        return mansions_choose_story
