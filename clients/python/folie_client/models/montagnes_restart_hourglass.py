from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.montagnes_restart_hourglass_action import MontagnesRestartHourglassAction

T = TypeVar("T", bound="MontagnesRestartHourglass")


@_attrs_define
class MontagnesRestartHourglass:
    """Leadership, phase de Rencontre: turn the hourglass again; talk is allowed until a card is placed.

    Attributes:
        action (MontagnesRestartHourglassAction):
    """

    action: MontagnesRestartHourglassAction

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
        action = MontagnesRestartHourglassAction(d.pop("action"))

        montagnes_restart_hourglass = cls(
            action=action,
        )

        return montagnes_restart_hourglass
