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

from ..types import UNSET, Unset

T = TypeVar("T", bound="MansionsMove")


@_attrs_define
class MansionsMove:
    """One movement to a neighbouring space (H-7); `drag` takes one corpse of the space along (H-57).

    Attributes:
        action (Literal['move']): The command's action, always `move` here (a `LegalAction`'s `action`).
        space (str): The neighbouring space to move to (its id on the board).
        drag (bool | Unset): True to drag one corpse of the space along (H-57). Default: False.
    """

    action: Literal["move"]
    space: str
    drag: bool | Unset = False

    def to_dict(self) -> dict[str, Any]:
        action = self.action

        space = self.space

        drag = self.drag

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
                "space": space,
            }
        )
        if drag is not UNSET:
            field_dict["drag"] = drag

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        action = cast(Literal["move"], d.pop("action"))
        if action != "move":
            raise ValueError(f"action must match const 'move', got '{action}'")

        space = d.pop("space")

        drag = d.pop("drag", UNSET)

        mansions_move = cls(
            action=action,
            space=space,
            drag=drag,
        )

        return mansions_move
