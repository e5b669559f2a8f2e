from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.montagnes_rest_action import MontagnesRestAction

T = TypeVar("T", bound="MontagnesRest")


@_attrs_define
class MontagnesRest:
    """Rest

    Attributes:
        action (MontagnesRestAction):
    """

    action: MontagnesRestAction

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
        action = MontagnesRestAction(d.pop("action"))

        montagnes_rest = cls(
            action=action,
        )

        return montagnes_rest
