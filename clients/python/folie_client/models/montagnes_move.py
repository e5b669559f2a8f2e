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

T = TypeVar("T", bound="MontagnesMove")


@_attrs_define
class MontagnesMove:
    """DÉCISION (phase de Mouvement): the Leader moves the plane to an adjacent space.

    Attributes:
        action (Literal['move']): The command's action, always `move` here (a `LegalAction`'s `action`).
        space (str): The space's id (`SpaceView.id`), adjacent to the plane's.
    """

    action: Literal["move"]
    space: str

    def to_dict(self) -> dict[str, Any]:
        action = self.action

        space = self.space

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
                "space": space,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        action = cast(Literal["move"], d.pop("action"))
        if action != "move":
            raise ValueError(f"action must match const 'move', got '{action}'")

        space = d.pop("space")

        montagnes_move = cls(
            action=action,
            space=space,
        )

        return montagnes_move
