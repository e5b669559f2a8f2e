from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.montagnes_accept_die_action import MontagnesAcceptDieAction

T = TypeVar("T", bound="MontagnesAcceptDie")


@_attrs_define
class MontagnesAcceptDie:
    """AcceptDie

    Attributes:
        action (MontagnesAcceptDieAction):
    """

    action: MontagnesAcceptDieAction

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
        action = MontagnesAcceptDieAction(d.pop("action"))

        montagnes_accept_die = cls(
            action=action,
        )

        return montagnes_accept_die
