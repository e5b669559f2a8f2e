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

T = TypeVar("T", bound="MansionsTurnPiece")


@_attrs_define
class MansionsTurnPiece:
    """A puzzle action: turn the rune stone or wire piece at `index` a quarter clockwise.

    Attributes:
        action (Literal['turn_piece']): The command's action, always `turn_piece` here (a `LegalAction`'s `action`).
        index (int): The piece's position on the puzzle (0-based, row by row).
    """

    action: Literal["turn_piece"]
    index: int

    def to_dict(self) -> dict[str, Any]:
        action = self.action

        index = self.index

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
                "index": index,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        action = cast(Literal["turn_piece"], d.pop("action"))
        if action != "turn_piece":
            raise ValueError(f"action must match const 'turn_piece', got '{action}'")

        index = d.pop("index")

        mansions_turn_piece = cls(
            action=action,
            index=index,
        )

        return mansions_turn_piece
