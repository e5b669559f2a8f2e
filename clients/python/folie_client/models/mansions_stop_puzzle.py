from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.mansions_stop_puzzle_action import MansionsStopPuzzleAction

T = TypeVar("T", bound="MansionsStopPuzzle")


@_attrs_define
class MansionsStopPuzzle:
    """Give up the attempt; the pieces stay for a later one (H-39).

    Attributes:
        action (MansionsStopPuzzleAction):
    """

    action: MansionsStopPuzzleAction

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
        action = MansionsStopPuzzleAction(d.pop("action"))

        mansions_stop_puzzle = cls(
            action=action,
        )

        return mansions_stop_puzzle
