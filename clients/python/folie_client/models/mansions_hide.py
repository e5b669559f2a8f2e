from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.mansions_hide_action import MansionsHideAction

T = TypeVar("T", bound="MansionsHide")


@_attrs_define
class MansionsHide:
    """Spend a movement to hide in your space's hiding spot (H-52, R-H-29).

    Attributes:
        action (MansionsHideAction):
    """

    action: MansionsHideAction

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
        action = MansionsHideAction(d.pop("action"))

        mansions_hide = cls(
            action=action,
        )

        return mansions_hide
