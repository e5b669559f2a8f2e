from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.montagnes_failure_die_action import MontagnesFailureDieAction

T = TypeVar("T", bound="MontagnesFailureDie")


@_attrs_define
class MontagnesFailureDie:
    """FailureDie

    Attributes:
        action (MontagnesFailureDieAction):
        trial (int):
    """

    action: MontagnesFailureDieAction
    trial: int

    def to_dict(self) -> dict[str, Any]:
        action = self.action.value

        trial = self.trial

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
                "trial": trial,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        action = MontagnesFailureDieAction(d.pop("action"))

        trial = d.pop("trial")

        montagnes_failure_die = cls(
            action=action,
            trial=trial,
        )

        return montagnes_failure_die
