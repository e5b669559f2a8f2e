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

T = TypeVar("T", bound="MansionsDealDamage")


@_attrs_define
class MansionsDealDamage:
    """The keeper deals the monster's damage after a failed evade (H-15).

    Attributes:
        action (Literal['deal_damage']): The command's action, always `deal_damage` here (a `LegalAction`'s `action`).
        prompt (str): The open evade prompt's id, as listed.
    """

    action: Literal["deal_damage"]
    prompt: str

    def to_dict(self) -> dict[str, Any]:
        action = self.action

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
        action = cast(Literal["deal_damage"], d.pop("action"))
        if action != "deal_damage":
            raise ValueError(f"action must match const 'deal_damage', got '{action}'")

        prompt = d.pop("prompt")

        mansions_deal_damage = cls(
            action=action,
            prompt=prompt,
        )

        return mansions_deal_damage
