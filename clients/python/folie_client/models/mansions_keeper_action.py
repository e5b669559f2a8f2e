from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.mansions_keeper_action_action import MansionsKeeperActionAction

T = TypeVar("T", bound="MansionsKeeperAction")


@_attrs_define
class MansionsKeeperAction:
    """Keeper step 4 (L52, H-21): play the keeper action card `card` for its threat cost.

    Attributes:
        action (MansionsKeeperActionAction):
        card (str):
    """

    action: MansionsKeeperActionAction
    card: str

    def to_dict(self) -> dict[str, Any]:
        action = self.action.value

        card = self.card

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
                "card": card,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        action = MansionsKeeperActionAction(d.pop("action"))

        card = d.pop("card")

        mansions_keeper_action = cls(
            action=action,
            card=card,
        )

        return mansions_keeper_action
