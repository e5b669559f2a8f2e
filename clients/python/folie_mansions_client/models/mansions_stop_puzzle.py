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

T = TypeVar("T", bound="MansionsStopPuzzle")


@_attrs_define
class MansionsStopPuzzle:
    """Give up the attempt; the pieces stay for a later one (H-39).

    Attributes:
        action (Literal['stop_puzzle']): The command's action, always `stop_puzzle` here (a `LegalAction`'s `action`).
    """

    action: Literal["stop_puzzle"]

    def to_dict(self) -> dict[str, Any]:
        action = self.action

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
        action = cast(Literal["stop_puzzle"], d.pop("action"))
        if action != "stop_puzzle":
            raise ValueError(f"action must match const 'stop_puzzle', got '{action}'")

        mansions_stop_puzzle = cls(
            action=action,
        )

        return mansions_stop_puzzle
