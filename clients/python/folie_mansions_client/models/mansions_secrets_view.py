from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.mansions_secrets_view_answers import MansionsSecretsViewAnswers
    from ..models.mansions_secrets_view_stacks import MansionsSecretsViewStacks


T = TypeVar("T", bound="MansionsSecretsView")


@_attrs_define
class MansionsSecretsView:
    """The keeper's story (L11, H-2): the answers, the objective and each room's stack, top first; and
    the keeper's hand of mythos and trauma cards (H-21, H-22).

        Attributes:
            answers (MansionsSecretsViewAnswers): The story's answers: question -> chosen answer (L11).
            hand (list[str]): The keeper's mythos and trauma cards.
            objective (str): The secret objective's id.
            stacks (MansionsSecretsViewStacks): Each room's exploration stack, top first.
    """

    answers: MansionsSecretsViewAnswers
    hand: list[str]
    objective: str
    stacks: MansionsSecretsViewStacks
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        answers = self.answers.to_dict()

        hand = self.hand

        objective = self.objective

        stacks = self.stacks.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "answers": answers,
                "hand": hand,
                "objective": objective,
                "stacks": stacks,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.mansions_secrets_view_answers import MansionsSecretsViewAnswers
        from ..models.mansions_secrets_view_stacks import MansionsSecretsViewStacks

        d = dict(src_dict)
        answers = MansionsSecretsViewAnswers.from_dict(d.pop("answers"))

        hand = cast(list[str], d.pop("hand"))

        objective = d.pop("objective")

        stacks = MansionsSecretsViewStacks.from_dict(d.pop("stacks"))

        mansions_secrets_view = cls(
            answers=answers,
            hand=hand,
            objective=objective,
            stacks=stacks,
        )

        mansions_secrets_view.additional_properties = d
        return mansions_secrets_view

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
