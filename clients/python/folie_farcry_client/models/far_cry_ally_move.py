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

T = TypeVar("T", bound="FarCryAllyMove")


@_attrs_define
class FarCryAllyMove:
    """Move a controlled ally (AL-2, L605) step by step with its board's MP; any seat may command it
    during the players' turn, first come first served (R-F-12). `careful` pays 1 MP for each zone of
    control left instead of taking its free attack (R-F-18).

        Attributes:
            action (Literal['ally_move']): The command's action, always `ally_move` here (a `LegalAction`'s `action`).
            ally (str): The controlled ally's unit uid.
            path (list[list[int]]): The hexes to enter, in order, each `[q, r]`.
            careful (bool | Unset): True to pay 1 MP for each zone of control left instead of taking its free attack
                (R-F-18). Default: False.
    """

    action: Literal["ally_move"]
    ally: str
    path: list[list[int]]
    careful: bool | Unset = False

    def to_dict(self) -> dict[str, Any]:
        action = self.action

        ally = self.ally

        path = []
        for path_item_data in self.path:
            path_item = path_item_data

            path.append(path_item)

        careful = self.careful

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
                "ally": ally,
                "path": path,
            }
        )
        if careful is not UNSET:
            field_dict["careful"] = careful

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        action = cast(Literal["ally_move"], d.pop("action"))
        if action != "ally_move":
            raise ValueError(f"action must match const 'ally_move', got '{action}'")

        ally = d.pop("ally")

        path = []
        _path = d.pop("path")
        for path_item_data in _path:
            path_item = cast(list[int], path_item_data)

            path.append(path_item)

        careful = d.pop("careful", UNSET)

        far_cry_ally_move = cls(
            action=action,
            ally=ally,
            path=path,
            careful=careful,
        )

        return far_cry_ally_move
