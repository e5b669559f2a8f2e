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

T = TypeVar("T", bound="FarCryStep")


@_attrs_define
class FarCryStep:
    """Standard or careful move along adjacent hexes (MV-2..MV-4, MV-16): `careful_for` names the
    enemies whose zone of control is left safely, 1 MP each (L681-685).

        Attributes:
            action (Literal['move']): The command's action, always `move` here (a `LegalAction`'s `action`).
            character (str): The character moving (its id, content `characters.json`).
            path (list[list[int]]): The hexes to enter, in order, each `[q, r]` and adjacent to the one before.
            careful_for (list[str] | Unset): The enemy uids whose zone of control is left carefully, 1 MP each (MV-16).
    """

    action: Literal["move"]
    character: str
    path: list[list[int]]
    careful_for: list[str] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        action = self.action

        character = self.character

        path = []
        for path_item_data in self.path:
            path_item = path_item_data

            path.append(path_item)

        careful_for: list[str] | Unset = UNSET
        if not isinstance(self.careful_for, Unset):
            careful_for = self.careful_for

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
                "character": character,
                "path": path,
            }
        )
        if careful_for is not UNSET:
            field_dict["careful_for"] = careful_for

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        action = cast(Literal["move"], d.pop("action"))
        if action != "move":
            raise ValueError(f"action must match const 'move', got '{action}'")

        character = d.pop("character")

        path = []
        _path = d.pop("path")
        for path_item_data in _path:
            path_item = cast(list[int], path_item_data)

            path.append(path_item)

        careful_for = cast(list[str], d.pop("careful_for", UNSET))

        far_cry_step = cls(
            action=action,
            character=character,
            path=path,
            careful_for=careful_for,
        )

        return far_cry_step
