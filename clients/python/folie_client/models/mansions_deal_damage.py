from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.mansions_deal_damage_action import MansionsDealDamageAction

T = TypeVar("T", bound="MansionsDealDamage")


@_attrs_define
class MansionsDealDamage:
    """The keeper deals the monster's damage after a failed evade (H-15).

    Attributes:
        action (MansionsDealDamageAction):
        prompt (str):
    """

    action: MansionsDealDamageAction
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
        action = MansionsDealDamageAction(d.pop("action"))

        prompt = d.pop("prompt")

        mansions_deal_damage = cls(
            action=action,
            prompt=prompt,
        )

        return mansions_deal_damage
