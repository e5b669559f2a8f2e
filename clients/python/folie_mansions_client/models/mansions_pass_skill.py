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

T = TypeVar("T", bound="MansionsPassSkill")


@_attrs_define
class MansionsPassSkill:
    """The answer to a monster attack's prompt: no skill point on its test (L88, H-43).

    Attributes:
        action (Literal['pass_skill']): The command's action, always `pass_skill` here (a `LegalAction`'s `action`).
    """

    action: Literal["pass_skill"]

    def to_dict(self) -> dict[str, Any]:
        action = self.action

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        action = cast(Literal["pass_skill"], d.pop("action"))
        if action != "pass_skill":
            raise ValueError(f"action must match const 'pass_skill', got '{action}'")

        mansions_pass_skill = cls(
            action=action,
        )

        return mansions_pass_skill
