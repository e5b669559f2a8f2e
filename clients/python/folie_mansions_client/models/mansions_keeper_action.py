from __future__ import annotations

from collections.abc import Mapping
from typing import (
    Any,
    Literal,
    Self,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define

T = TypeVar("T", bound="MansionsKeeperAction")


@_attrs_define
class MansionsKeeperAction:
    """Keeper step 4 (L52, H-21): play the keeper action card `card` for its threat cost.

    Attributes:
        action (Literal['keeper_action']): The command's action, always `keeper_action` here (a `LegalAction`'s
            `action`).
        card (str): The keeper action card's id.
    """

    action: Literal["keeper_action"]
    card: str

    def to_dict(self) -> dict[str, Any]:
        action = self.action

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
        action = cast(Literal["keeper_action"], d.pop("action"))
        if action != "keeper_action":
            raise ValueError(f"action must match const 'keeper_action', got '{action}'")

        card = d.pop("card")

        mansions_keeper_action = cls(
            action=action,
            card=card,
        )

        return mansions_keeper_action
