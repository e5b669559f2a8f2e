from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.montagnes_ignore_madness_action import MontagnesIgnoreMadnessAction

T = TypeVar("T", bound="MontagnesIgnoreMadness")


@_attrs_define
class MontagnesIgnoreMadness:
    """Leadership, phase de Mouvement: a player designated by the Leader ignores one madness card.

    Attributes:
        action (MontagnesIgnoreMadnessAction):
        player (int):
    """

    action: MontagnesIgnoreMadnessAction
    player: int

    def to_dict(self) -> dict[str, Any]:
        action = self.action.value

        player = self.player

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
                "player": player,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        action = MontagnesIgnoreMadnessAction(d.pop("action"))

        player = d.pop("player")

        montagnes_ignore_madness = cls(
            action=action,
            player=player,
        )

        return montagnes_ignore_madness
