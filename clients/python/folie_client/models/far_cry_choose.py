from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.far_cry_choose_action import FarCryChooseAction

T = TypeVar("T", bound="FarCryChoose")


@_attrs_define
class FarCryChoose:
    """Answer a prompt: an enemy's tie (EN-16, R-F-34), an Instabilité tie (R-F-46), a start star.

    Attributes:
        action (FarCryChooseAction):
        prompt (str):
        value (str):
    """

    action: FarCryChooseAction
    prompt: str
    value: str

    def to_dict(self) -> dict[str, Any]:
        action = self.action.value

        prompt = self.prompt

        value = self.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
                "prompt": prompt,
                "value": value,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        action = FarCryChooseAction(d.pop("action"))

        prompt = d.pop("prompt")

        value = d.pop("value")

        far_cry_choose = cls(
            action=action,
            prompt=prompt,
            value=value,
        )

        return far_cry_choose
