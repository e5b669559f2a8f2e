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

T = TypeVar("T", bound="MansionsEndTurn")


@_attrs_define
class MansionsEndTurn:
    """End this investigator's turn (unused movements and action are lost).

    Attributes:
        action (Literal['end_turn']): The command's action, always `end_turn` here (a `LegalAction`'s `action`).
    """

    action: Literal["end_turn"]

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
        action = cast(Literal["end_turn"], d.pop("action"))
        if action != "end_turn":
            raise ValueError(f"action must match const 'end_turn', got '{action}'")

        mansions_end_turn = cls(
            action=action,
        )

        return mansions_end_turn
