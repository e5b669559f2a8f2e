from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.mansions_end_turn_action import MansionsEndTurnAction

T = TypeVar("T", bound="MansionsEndTurn")


@_attrs_define
class MansionsEndTurn:
    """End this investigator's turn (unused movements and action are lost).

    Attributes:
        action (MansionsEndTurnAction):
    """

    action: MansionsEndTurnAction

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
        action = MansionsEndTurnAction(d.pop("action"))

        mansions_end_turn = cls(
            action=action,
        )

        return mansions_end_turn
