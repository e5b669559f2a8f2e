from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.mansions_pass_trauma_action import MansionsPassTraumaAction

T = TypeVar("T", bound="MansionsPassTrauma")


@_attrs_define
class MansionsPassTrauma:
    """The keeper plays no trauma on the first offered loss.

    Attributes:
        action (MansionsPassTraumaAction):
    """

    action: MansionsPassTraumaAction

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
        action = MansionsPassTraumaAction(d.pop("action"))

        mansions_pass_trauma = cls(
            action=action,
        )

        return mansions_pass_trauma
