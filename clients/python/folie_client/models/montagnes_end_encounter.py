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

T = TypeVar("T", bound="MontagnesEndEncounter")


@_attrs_define
class MontagnesEndEncounter:
    """The Leader lets the resolution begin without using a token.

    Attributes:
        action (Literal['end_encounter']): The command's action, always `end_encounter` here (a `LegalAction`'s
            `action`).
    """

    action: Literal["end_encounter"]

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
        action = cast(Literal["end_encounter"], d.pop("action"))
        if action != "end_encounter":
            raise ValueError(f"action must match const 'end_encounter', got '{action}'")

        montagnes_end_encounter = cls(
            action=action,
        )

        return montagnes_end_encounter
