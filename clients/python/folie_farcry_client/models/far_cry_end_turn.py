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

T = TypeVar("T", bound="FarCryEndTurn")


@_attrs_define
class FarCryEndTurn:
    """The seat is done with `character` for this players' turn (PT-5, R-F-12); the turn ends when
    every character still in play is done.

        Attributes:
            action (Literal['end_turn']): The command's action, always `end_turn` here (a `LegalAction`'s `action`).
            character (str): The character declared done.
    """

    action: Literal["end_turn"]
    character: str

    def to_dict(self) -> dict[str, Any]:
        action = self.action

        character = self.character

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
                "character": character,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        action = cast(Literal["end_turn"], d.pop("action"))
        if action != "end_turn":
            raise ValueError(f"action must match const 'end_turn', got '{action}'")

        character = d.pop("character")

        far_cry_end_turn = cls(
            action=action,
            character=character,
        )

        return far_cry_end_turn
