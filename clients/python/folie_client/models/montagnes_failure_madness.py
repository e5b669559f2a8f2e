from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.montagnes_failure_madness_action import MontagnesFailureMadnessAction

T = TypeVar("T", bound="MontagnesFailureMadness")


@_attrs_define
class MontagnesFailureMadness:
    """FailureMadness

    Attributes:
        action (MontagnesFailureMadnessAction):
        player (int):
        trial (int):
    """

    action: MontagnesFailureMadnessAction
    player: int
    trial: int

    def to_dict(self) -> dict[str, Any]:
        action = self.action.value

        player = self.player

        trial = self.trial

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
                "player": player,
                "trial": trial,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        action = MontagnesFailureMadnessAction(d.pop("action"))

        player = d.pop("player")

        trial = d.pop("trial")

        montagnes_failure_madness = cls(
            action=action,
            player=player,
            trial=trial,
        )

        return montagnes_failure_madness
