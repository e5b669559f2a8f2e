from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.mansions_attempt_puzzle_action import MansionsAttemptPuzzleAction

T = TypeVar("T", bound="MansionsAttemptPuzzle")


@_attrs_define
class MansionsAttemptPuzzle:
    """The action (H-38): try the puzzle lock of `room`, next to your space.

    Attributes:
        action (MansionsAttemptPuzzleAction):
        room (str):
    """

    action: MansionsAttemptPuzzleAction
    room: str

    def to_dict(self) -> dict[str, Any]:
        action = self.action.value

        room = self.room

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
                "room": room,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        action = MansionsAttemptPuzzleAction(d.pop("action"))

        room = d.pop("room")

        mansions_attempt_puzzle = cls(
            action=action,
            room=room,
        )

        return mansions_attempt_puzzle
