from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.montagnes_raise_hand_limit_action import MontagnesRaiseHandLimitAction

T = TypeVar("T", bound="MontagnesRaiseHandLimit")


@_attrs_define
class MontagnesRaiseHandLimit:
    """RaiseHandLimit

    Attributes:
        action (MontagnesRaiseHandLimitAction):
    """

    action: MontagnesRaiseHandLimitAction

    def to_dict(self) -> dict[str, Any]:
        action = self.action.value

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
        action = MontagnesRaiseHandLimitAction(d.pop("action"))

        montagnes_raise_hand_limit = cls(
            action=action,
        )

        return montagnes_raise_hand_limit
