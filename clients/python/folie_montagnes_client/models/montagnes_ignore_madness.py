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

T = TypeVar("T", bound="MontagnesIgnoreMadness")


@_attrs_define
class MontagnesIgnoreMadness:
    """Leadership, phase de Mouvement: a player designated by the Leader ignores one madness card.

    Attributes:
        action (Literal['ignore_madness']): The command's action, always `ignore_madness` here (a `LegalAction`'s
            `action`).
        player (int): The seat of the player who ignores one of their madness cards this turn.
    """

    action: Literal["ignore_madness"]
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
        action = cast(Literal["ignore_madness"], d.pop("action"))
        if action != "ignore_madness":
            raise ValueError(
                f"action must match const 'ignore_madness', got '{action}'"
            )

        player = d.pop("player")

        montagnes_ignore_madness = cls(
            action=action,
            player=player,
        )

        return montagnes_ignore_madness
