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

from ..models.maeshowe_promptness_cost_choice import MaeshowePromptnessCostChoice

T = TypeVar("T", bound="MaeshowePromptnessCost")


@_attrs_define
class MaeshowePromptnessCost:
    """Promptitude discarded: lose 2 health OR add a passage token.

    Attributes:
        action (Literal['promptness_cost']): The command's action, always `promptness_cost` here (a `LegalAction`'s
            `action`).
        choice (MaeshowePromptnessCostChoice): `health`: lose 2 health points; `passage`: add a passage token.
    """

    action: Literal["promptness_cost"]
    choice: MaeshowePromptnessCostChoice

    def to_dict(self) -> dict[str, Any]:
        action = self.action

        choice = self.choice.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
                "choice": choice,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        action = cast(Literal["promptness_cost"], d.pop("action"))
        if action != "promptness_cost":
            raise ValueError(
                f"action must match const 'promptness_cost', got '{action}'"
            )

        choice = MaeshowePromptnessCostChoice(d.pop("choice"))

        maeshowe_promptness_cost = cls(
            action=action,
            choice=choice,
        )

        return maeshowe_promptness_cost
