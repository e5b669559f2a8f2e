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

T = TypeVar("T", bound="FarCryChoose")


@_attrs_define
class FarCryChoose:
    """Answer a prompt: an enemy's tie (EN-16, R-F-34), an Instabilité tie (R-F-46), a start star.

    Attributes:
        action (Literal['choose']): The command's action, always `choose` here (a `LegalAction`'s `action`).
        prompt (str): The open prompt's id, as the legal action lists it.
        value (str): The chosen option's value, as the prompt lists it (a hex as `"q,r"`, an option id).
    """

    action: Literal["choose"]
    prompt: str
    value: str

    def to_dict(self) -> dict[str, Any]:
        action = self.action

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
        action = cast(Literal["choose"], d.pop("action"))
        if action != "choose":
            raise ValueError(f"action must match const 'choose', got '{action}'")

        prompt = d.pop("prompt")

        value = d.pop("value")

        far_cry_choose = cls(
            action=action,
            prompt=prompt,
            value=value,
        )

        return far_cry_choose
