from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.maeshowe_ruin_pair_action import MaeshoweRuinPairAction

T = TypeVar("T", bound="MaeshoweRuinPair")


@_attrs_define
class MaeshoweRuinPair:
    """Ruine + Récupération at the start of the turn: which copies to discard (only asked if ambiguous).

    Attributes:
        action (MaeshoweRuinPairAction):
        recovery (int):
        ruin (int):
    """

    action: MaeshoweRuinPairAction
    recovery: int
    ruin: int

    def to_dict(self) -> dict[str, Any]:
        action = self.action.value

        recovery = self.recovery

        ruin = self.ruin

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
                "recovery": recovery,
                "ruin": ruin,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        action = MaeshoweRuinPairAction(d.pop("action"))

        recovery = d.pop("recovery")

        ruin = d.pop("ruin")

        maeshowe_ruin_pair = cls(
            action=action,
            recovery=recovery,
            ruin=ruin,
        )

        return maeshowe_ruin_pair
