from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.mansions_end_keeper_turn_action import MansionsEndKeeperTurnAction

T = TypeVar("T", bound="MansionsEndKeeperTurn")


@_attrs_define
class MansionsEndKeeperTurn:
    """Steps 4-5 done (part 2: cards and attacks); step 6 follows.

    Attributes:
        action (MansionsEndKeeperTurnAction):
    """

    action: MansionsEndKeeperTurnAction

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
        action = MansionsEndKeeperTurnAction(d.pop("action"))

        mansions_end_keeper_turn = cls(
            action=action,
        )

        return mansions_end_keeper_turn
