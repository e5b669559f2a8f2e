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

T = TypeVar("T", bound="MansionsAttemptPuzzle")


@_attrs_define
class MansionsAttemptPuzzle:
    """The action (H-38): try the puzzle lock of `room`, next to your space.

    Attributes:
        action (Literal['attempt_puzzle']): The command's action, always `attempt_puzzle` here (a `LegalAction`'s
            `action`).
        room (str): The room whose puzzle lock is tried, next to your space.
    """

    action: Literal["attempt_puzzle"]
    room: str

    def to_dict(self) -> dict[str, Any]:
        action = self.action

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
        action = cast(Literal["attempt_puzzle"], d.pop("action"))
        if action != "attempt_puzzle":
            raise ValueError(
                f"action must match const 'attempt_puzzle', got '{action}'"
            )

        room = d.pop("room")

        mansions_attempt_puzzle = cls(
            action=action,
            room=room,
        )

        return mansions_attempt_puzzle
