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

from ..models.mansions_leave_hiding_using import MansionsLeaveHidingUsing

T = TypeVar("T", bound="MansionsLeaveHiding")


@_attrs_define
class MansionsLeaveHiding:
    """Leave the hiding spot in a later turn, `using` a movement or the action (H-53, R-H-13).

    Attributes:
        action (Literal['leave_hiding']): The command's action, always `leave_hiding` here (a `LegalAction`'s `action`).
        using (MansionsLeaveHidingUsing): What leaving hiding spends: a `movement` or the `action`.
    """

    action: Literal["leave_hiding"]
    using: MansionsLeaveHidingUsing

    def to_dict(self) -> dict[str, Any]:
        action = self.action

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
        action = cast(Literal["leave_hiding"], d.pop("action"))
        if action != "leave_hiding":
            raise ValueError(f"action must match const 'leave_hiding', got '{action}'")

        using = MansionsLeaveHidingUsing(d.pop("using"))

        mansions_leave_hiding = cls(
            action=action,
            using=using,
        )

        return mansions_leave_hiding
