from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.mansions_end_trade_action import MansionsEndTradeAction

T = TypeVar("T", bound="MansionsEndTrade")


@_attrs_define
class MansionsEndTrade:
    """This investigator is done trading (step 1).

    Attributes:
        action (MansionsEndTradeAction):
    """

    action: MansionsEndTradeAction

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
        action = MansionsEndTradeAction(d.pop("action"))

        mansions_end_trade = cls(
            action=action,
        )

        return mansions_end_trade
