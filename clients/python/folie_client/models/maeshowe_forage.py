from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.maeshowe_forage_action import MaeshoweForageAction

T = TypeVar("T", bound="MaeshoweForage")


@_attrs_define
class MaeshoweForage:
    """Grapiller played: food to spend and the discard to take twice as many cards from.

    Attributes:
        action (MaeshoweForageAction):
        discard (int):
        food (int):
    """

    action: MaeshoweForageAction
    discard: int
    food: int

    def to_dict(self) -> dict[str, Any]:
        action = self.action.value

        discard = self.discard

        food = self.food

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
                "discard": discard,
                "food": food,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        action = MaeshoweForageAction(d.pop("action"))

        discard = d.pop("discard")

        food = d.pop("food")

        maeshowe_forage = cls(
            action=action,
            discard=discard,
            food=food,
        )

        return maeshowe_forage
