from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.mansions_spare_action import MansionsSpareAction

T = TypeVar("T", bound="MansionsSpare")


@_attrs_define
class MansionsSpare:
    """The keeper deals no damage after a failed evade (H-15).

    Attributes:
        action (MansionsSpareAction):
        prompt (str):
    """

    action: MansionsSpareAction
    prompt: str

    def to_dict(self) -> dict[str, Any]:
        action = self.action.value

        prompt = self.prompt

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
                "prompt": prompt,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        action = MansionsSpareAction(d.pop("action"))

        prompt = d.pop("prompt")

        mansions_spare = cls(
            action=action,
            prompt=prompt,
        )

        return mansions_spare
