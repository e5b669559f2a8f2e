from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.montagnes_deal_to_action import MontagnesDealToAction

T = TypeVar("T", bound="MontagnesDealTo")


@_attrs_define
class MontagnesDealTo:
    """DealTo

    Attributes:
        action (MontagnesDealToAction):
        player (int):
    """

    action: MontagnesDealToAction
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
        action = MontagnesDealToAction(d.pop("action"))

        player = d.pop("player")

        montagnes_deal_to = cls(
            action=action,
            player=player,
        )

        return montagnes_deal_to
