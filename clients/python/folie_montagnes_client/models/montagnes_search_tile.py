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

T = TypeVar("T", bound="MontagnesSearchTile")


@_attrs_define
class MontagnesSearchTile:
    """Reward Fouiller: look at a face-down tile not adjacent to the plane, for a while.

    Attributes:
        action (Literal['search_tile']): The command's action, always `search_tile` here (a `LegalAction`'s `action`).
        space (str): The space whose face-down tile is shown.
    """

    action: Literal["search_tile"]
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
        action = cast(Literal["search_tile"], d.pop("action"))
        if action != "search_tile":
            raise ValueError(f"action must match const 'search_tile', got '{action}'")

        space = d.pop("space")

        montagnes_search_tile = cls(
            action=action,
            space=space,
        )

        return montagnes_search_tile
