from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.maeshowe_eat_action import MaeshoweEatAction

T = TypeVar("T", bound="MaeshoweEat")


@_attrs_define
class MaeshoweEat:
    """Manger: spend `food` food, gain that much health.

    Attributes:
        action (MaeshoweEatAction):
        food (int):
    """

    action: MaeshoweEatAction
    food: int

    def to_dict(self) -> dict[str, Any]:
        action = self.action.value

        food = self.food

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
                "food": food,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        action = MaeshoweEatAction(d.pop("action"))

        food = d.pop("food")

        maeshowe_eat = cls(
            action=action,
            food=food,
        )

        return maeshowe_eat
