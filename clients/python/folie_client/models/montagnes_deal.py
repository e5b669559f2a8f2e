from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.montagnes_deal_action import MontagnesDealAction

T = TypeVar("T", bound="MontagnesDeal")


@_attrs_define
class MontagnesDeal:
    """Deal

    Attributes:
        action (MontagnesDealAction):
    """

    action: MontagnesDealAction

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
        action = MontagnesDealAction(d.pop("action"))

        montagnes_deal = cls(
            action=action,
        )

        return montagnes_deal
