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

T = TypeVar("T", bound="MansionsMoveMonster")


@_attrs_define
class MansionsMoveMonster:
    """Keeper step 4: a monster with moves left goes one space to `space` (H-51, H-54, H-55).

    Attributes:
        action (Literal['move_monster']): The command's action, always `move_monster` here (a `LegalAction`'s `action`).
        monster (int): The monster's uid.
        space (str): The neighbouring space it moves to.
    """

    action: Literal["move_monster"]
    monster: int
    space: str

    def to_dict(self) -> dict[str, Any]:
        action = self.action

        monster = self.monster

        space = self.space

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
                "monster": monster,
                "space": space,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        action = cast(Literal["move_monster"], d.pop("action"))
        if action != "move_monster":
            raise ValueError(f"action must match const 'move_monster', got '{action}'")

        monster = d.pop("monster")

        space = d.pop("space")

        mansions_move_monster = cls(
            action=action,
            monster=monster,
            space=space,
        )

        return mansions_move_monster
