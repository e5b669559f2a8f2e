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

T = TypeVar("T", bound="MontagnesDealTo")


@_attrs_define
class MontagnesDealTo:
    """Draw phase: the deck's next card goes to a player below the hand limit.

    Attributes:
        action (Literal['deal_to']): The command's action, always `deal_to` here (a `LegalAction`'s `action`).
        player (int): The seat that gets the card.
    """

    action: Literal["deal_to"]
    player: int

    def to_dict(self) -> dict[str, Any]:
        action = self.action

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
        action = cast(Literal["deal_to"], d.pop("action"))
        if action != "deal_to":
            raise ValueError(f"action must match const 'deal_to', got '{action}'")

        player = d.pop("player")

        montagnes_deal_to = cls(
            action=action,
            player=player,
        )

        return montagnes_deal_to
