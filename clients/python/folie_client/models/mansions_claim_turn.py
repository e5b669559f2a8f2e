from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.mansions_claim_turn_action import MansionsClaimTurnAction

T = TypeVar("T", bound="MansionsClaimTurn")


@_attrs_define
class MansionsClaimTurn:
    """Take the next investigator turn (R-H-22).

    Attributes:
        action (MansionsClaimTurnAction):
    """

    action: MansionsClaimTurnAction

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
        action = MansionsClaimTurnAction(d.pop("action"))

        mansions_claim_turn = cls(
            action=action,
        )

        return mansions_claim_turn
