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

T = TypeVar("T", bound="BigBookChoosePlayer")


@_attrs_define
class BigBookChoosePlayer:
    """Answer a prompt asking for a player (the target of a spell's effect).

    Attributes:
        action (Literal['choose_player']): The command's action, always `choose_player` here (a `LegalAction`'s
            `action`).
        target (int): The chosen player's seat.
    """

    action: Literal["choose_player"]
    target: int

    def to_dict(self) -> dict[str, Any]:
        action = self.action

        target = self.target

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
                "target": target,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        action = cast(Literal["choose_player"], d.pop("action"))
        if action != "choose_player":
            raise ValueError(f"action must match const 'choose_player', got '{action}'")

        target = d.pop("target")

        big_book_choose_player = cls(
            action=action,
            target=target,
        )

        return big_book_choose_player
