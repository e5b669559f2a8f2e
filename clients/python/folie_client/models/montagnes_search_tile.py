from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.montagnes_search_tile_action import MontagnesSearchTileAction

T = TypeVar("T", bound="MontagnesSearchTile")


@_attrs_define
class MontagnesSearchTile:
    """SearchTile

    Attributes:
        action (MontagnesSearchTileAction):
        space (str):
    """

    action: MontagnesSearchTileAction
    space: str

    def to_dict(self) -> dict[str, Any]:
        action = self.action.value

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
        action = MontagnesSearchTileAction(d.pop("action"))

        space = d.pop("space")

        montagnes_search_tile = cls(
            action=action,
            space=space,
        )

        return montagnes_search_tile
