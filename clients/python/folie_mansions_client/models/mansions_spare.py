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

T = TypeVar("T", bound="MansionsSpare")


@_attrs_define
class MansionsSpare:
    """The keeper deals no damage after a failed evade (H-15).

    Attributes:
        action (Literal['spare']): The command's action, always `spare` here (a `LegalAction`'s `action`).
        prompt (str): The open evade prompt's id, as listed.
    """

    action: Literal["spare"]
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
        action = cast(Literal["spare"], d.pop("action"))
        if action != "spare":
            raise ValueError(f"action must match const 'spare', got '{action}'")

        prompt = d.pop("prompt")

        mansions_spare = cls(
            action=action,
            prompt=prompt,
        )

        return mansions_spare
