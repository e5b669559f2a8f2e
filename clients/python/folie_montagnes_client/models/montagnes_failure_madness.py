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

T = TypeVar("T", bound="MontagnesFailureMadness")


@_attrs_define
class MontagnesFailureMadness:
    """A failed trial's consequence: a player draws a madness card.

    Attributes:
        action (Literal['failure_madness']): The command's action, always `failure_madness` here (a `LegalAction`'s
            `action`).
        player (int): The seat that draws the madness card.
        trial (int): The failed trial's index (`MontagnesView.failures`).
    """

    action: Literal["failure_madness"]
    player: int
    trial: int

    def to_dict(self) -> dict[str, Any]:
        action = self.action

        player = self.player

        trial = self.trial

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
                "player": player,
                "trial": trial,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        action = cast(Literal["failure_madness"], d.pop("action"))
        if action != "failure_madness":
            raise ValueError(
                f"action must match const 'failure_madness', got '{action}'"
            )

        player = d.pop("player")

        trial = d.pop("trial")

        montagnes_failure_madness = cls(
            action=action,
            player=player,
            trial=trial,
        )

        return montagnes_failure_madness
