from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.montagnes_move_action import MontagnesMoveAction

T = TypeVar("T", bound="MontagnesMove")


@_attrs_define
class MontagnesMove:
    """DÉCISION (phase de Mouvement): the Leader moves the plane to an adjacent space.

    Attributes:
        action (MontagnesMoveAction):
        space (str):
    """

    action: MontagnesMoveAction
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
        action = MontagnesMoveAction(d.pop("action"))

        space = d.pop("space")

        montagnes_move = cls(
            action=action,
            space=space,
        )

        return montagnes_move
