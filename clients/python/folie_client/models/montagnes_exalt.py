from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.montagnes_exalt_action import MontagnesExaltAction

T = TypeVar("T", bound="MontagnesExalt")


@_attrs_define
class MontagnesExalt:
    """Exalt

    Attributes:
        action (MontagnesExaltAction):
        count (int):
    """

    action: MontagnesExaltAction
    count: int

    def to_dict(self) -> dict[str, Any]:
        action = self.action.value

        count = self.count

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
                "count": count,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        action = MontagnesExaltAction(d.pop("action"))

        count = d.pop("count")

        montagnes_exalt = cls(
            action=action,
            count=count,
        )

        return montagnes_exalt
