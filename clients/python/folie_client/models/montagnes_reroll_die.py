from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.montagnes_reroll_die_action import MontagnesRerollDieAction

T = TypeVar("T", bound="MontagnesRerollDie")


@_attrs_define
class MontagnesRerollDie:
    """RerollDie

    Attributes:
        action (MontagnesRerollDieAction):
    """

    action: MontagnesRerollDieAction

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
        action = MontagnesRerollDieAction(d.pop("action"))

        montagnes_reroll_die = cls(
            action=action,
        )

        return montagnes_reroll_die
