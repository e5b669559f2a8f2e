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

T = TypeVar("T", bound="MontagnesRest")


@_attrs_define
class MontagnesRest:
    """Rest

    Attributes:
        action (Literal['rest']): The command's action, always `rest` here (a `LegalAction`'s `action`).
    """

    action: Literal["rest"]

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
        action = cast(Literal["rest"], d.pop("action"))
        if action != "rest":
            raise ValueError(f"action must match const 'rest', got '{action}'")

        montagnes_rest = cls(
            action=action,
        )

        return montagnes_rest
