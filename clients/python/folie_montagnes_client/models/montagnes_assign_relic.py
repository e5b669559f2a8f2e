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

T = TypeVar("T", bound="MontagnesAssignRelic")


@_attrs_define
class MontagnesAssignRelic:
    """Reward: the Leader gives a relic of the reward's kind to a player, who draws a madness card.

    Attributes:
        action (Literal['assign_relic']): The command's action, always `assign_relic` here (a `LegalAction`'s `action`).
        card (str): The relic's id, from the relic pile.
        player (int): The seat that receives it.
    """

    action: Literal["assign_relic"]
    card: str
    player: int

    def to_dict(self) -> dict[str, Any]:
        action = self.action

        card = self.card

        player = self.player

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
                "card": card,
                "player": player,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        action = cast(Literal["assign_relic"], d.pop("action"))
        if action != "assign_relic":
            raise ValueError(f"action must match const 'assign_relic', got '{action}'")

        card = d.pop("card")

        player = d.pop("player")

        montagnes_assign_relic = cls(
            action=action,
            card=card,
            player=player,
        )

        return montagnes_assign_relic
