from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.mansions_turn_piece_action import MansionsTurnPieceAction

T = TypeVar("T", bound="MansionsTurnPiece")


@_attrs_define
class MansionsTurnPiece:
    """A puzzle action: turn the rune stone or wire piece at `index` a quarter clockwise.

    Attributes:
        action (MansionsTurnPieceAction):
        index (int):
    """

    action: MansionsTurnPieceAction
    index: int

    def to_dict(self) -> dict[str, Any]:
        action = self.action.value

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
        action = MansionsTurnPieceAction(d.pop("action"))

        index = d.pop("index")

        mansions_turn_piece = cls(
            action=action,
            index=index,
        )

        return mansions_turn_piece
