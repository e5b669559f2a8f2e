from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.mansions_leave_hiding_action import MansionsLeaveHidingAction
from ..models.mansions_leave_hiding_using import MansionsLeaveHidingUsing

T = TypeVar("T", bound="MansionsLeaveHiding")


@_attrs_define
class MansionsLeaveHiding:
    """Leave the hiding spot in a later turn, `using` a movement or the action (H-53, R-H-13).

    Attributes:
        action (MansionsLeaveHidingAction):
        using (MansionsLeaveHidingUsing):
    """

    action: MansionsLeaveHidingAction
    using: MansionsLeaveHidingUsing

    def to_dict(self) -> dict[str, Any]:
        action = self.action.value

        using = self.using.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
                "using": using,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        action = MansionsLeaveHidingAction(d.pop("action"))

        using = MansionsLeaveHidingUsing(d.pop("using"))

        mansions_leave_hiding = cls(
            action=action,
            using=using,
        )

        return mansions_leave_hiding
