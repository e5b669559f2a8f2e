from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.montagnes_skip_rest_action import MontagnesSkipRestAction

T = TypeVar("T", bound="MontagnesSkipRest")


@_attrs_define
class MontagnesSkipRest:
    """SkipRest

    Attributes:
        action (MontagnesSkipRestAction):
    """

    action: MontagnesSkipRestAction

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
        action = MontagnesSkipRestAction(d.pop("action"))

        montagnes_skip_rest = cls(
            action=action,
        )

        return montagnes_skip_rest
