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

T = TypeVar("T", bound="MansionsHide")


@_attrs_define
class MansionsHide:
    """Spend a movement to hide in your space's hiding spot (H-52, R-H-29).

    Attributes:
        action (Literal['hide']): The command's action, always `hide` here (a `LegalAction`'s `action`).
    """

    action: Literal["hide"]

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
        action = cast(Literal["hide"], d.pop("action"))
        if action != "hide":
            raise ValueError(f"action must match const 'hide', got '{action}'")

        mansions_hide = cls(
            action=action,
        )

        return mansions_hide
