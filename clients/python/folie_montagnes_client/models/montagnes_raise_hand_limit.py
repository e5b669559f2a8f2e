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

T = TypeVar("T", bound="MontagnesRaiseHandLimit")


@_attrs_define
class MontagnesRaiseHandLimit:
    """RaiseHandLimit

    Attributes:
        action (Literal['raise_hand_limit']): The command's action, always `raise_hand_limit` here (a `LegalAction`'s
            `action`).
    """

    action: Literal["raise_hand_limit"]

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
        action = cast(Literal["raise_hand_limit"], d.pop("action"))
        if action != "raise_hand_limit":
            raise ValueError(
                f"action must match const 'raise_hand_limit', got '{action}'"
            )

        montagnes_raise_hand_limit = cls(
            action=action,
        )

        return montagnes_raise_hand_limit
