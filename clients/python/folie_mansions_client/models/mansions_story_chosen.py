from __future__ import annotations

from collections.abc import Mapping
from typing import (
    TYPE_CHECKING,
    Any,
    Literal,
    Self,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.mansions_story_chosen_answers import MansionsStoryChosenAnswers
    from ..models.mansions_story_chosen_stacks import MansionsStoryChosenStacks


T = TypeVar("T", bound="MansionsStoryChosen")


@_attrs_define
class MansionsStoryChosen:
    """The keeper's story (L11, H-2): the answers, the secret objective and every room's stack.

    Attributes:
        answers (MansionsStoryChosenAnswers): The keeper's answer to each story question, by question id; empty in the
            investigators' copies.
        objective (str): The secret objective's id; empty in the investigators' copies until revealed.
        stacks (MansionsStoryChosenStacks): Each room's face-down stack, top first (clues, items, spells, locks,
            obstacles); empty in the investigators'
            copies.
        type_ (Literal['story_chosen']): The event's type, always `story_chosen` here (the log entry's `type` too).
    """

    answers: MansionsStoryChosenAnswers
    objective: str
    stacks: MansionsStoryChosenStacks
    type_: Literal["story_chosen"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        answers = self.answers.to_dict()

        objective = self.objective

        stacks = self.stacks.to_dict()

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "answers": answers,
                "objective": objective,
                "stacks": stacks,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.mansions_story_chosen_answers import MansionsStoryChosenAnswers
        from ..models.mansions_story_chosen_stacks import MansionsStoryChosenStacks

        d = dict(src_dict)
        answers = MansionsStoryChosenAnswers.from_dict(d.pop("answers"))

        objective = d.pop("objective")

        stacks = MansionsStoryChosenStacks.from_dict(d.pop("stacks"))

        type_ = cast(Literal["story_chosen"], d.pop("type"))
        if type_ != "story_chosen":
            raise ValueError(f"type must match const 'story_chosen', got '{type_}'")

        mansions_story_chosen = cls(
            answers=answers,
            objective=objective,
            stacks=stacks,
            type_=type_,
        )

        mansions_story_chosen.additional_properties = d
        return mansions_story_chosen

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
