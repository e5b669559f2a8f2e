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

T = TypeVar("T", bound="MansionsEndKeeperTurn")


@_attrs_define
class MansionsEndKeeperTurn:
    """Steps 4-5 done (part 2: cards and attacks); step 6 follows.

    Attributes:
        action (Literal['end_keeper_turn']): The command's action, always `end_keeper_turn` here (a `LegalAction`'s
            `action`).
    """

    action: Literal["end_keeper_turn"]

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
        action = cast(Literal["end_keeper_turn"], d.pop("action"))
        if action != "end_keeper_turn":
            raise ValueError(
                f"action must match const 'end_keeper_turn', got '{action}'"
            )

        mansions_end_keeper_turn = cls(
            action=action,
        )

        return mansions_end_keeper_turn
