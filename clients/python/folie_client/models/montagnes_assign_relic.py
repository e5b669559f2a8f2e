from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.montagnes_assign_relic_action import MontagnesAssignRelicAction

T = TypeVar("T", bound="MontagnesAssignRelic")


@_attrs_define
class MontagnesAssignRelic:
    """AssignRelic

    Attributes:
        action (MontagnesAssignRelicAction):
        card (str):
        player (int):
    """

    action: MontagnesAssignRelicAction
    card: str
    player: int

    def to_dict(self) -> dict[str, Any]:
        action = self.action.value

        card = self.card

        player = self.player

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
                "card": card,
                "player": player,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        action = MontagnesAssignRelicAction(d.pop("action"))

        card = d.pop("card")

        player = d.pop("player")

        montagnes_assign_relic = cls(
            action=action,
            card=card,
            player=player,
        )

        return montagnes_assign_relic
