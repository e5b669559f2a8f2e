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

T = TypeVar("T", bound="MontagnesDeal")


@_attrs_define
class MontagnesDeal:
    """Deal

    Attributes:
        action (Literal['deal']): The command's action, always `deal` here (a `LegalAction`'s `action`).
    """

    action: Literal["deal"]

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
        action = cast(Literal["deal"], d.pop("action"))
        if action != "deal":
            raise ValueError(f"action must match const 'deal', got '{action}'")

        montagnes_deal = cls(
            action=action,
        )

        return montagnes_deal
