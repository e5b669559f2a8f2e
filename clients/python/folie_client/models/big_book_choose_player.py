from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.big_book_choose_player_action import BigBookChoosePlayerAction

T = TypeVar("T", bound="BigBookChoosePlayer")


@_attrs_define
class BigBookChoosePlayer:
    """ChoosePlayer

    Attributes:
        action (BigBookChoosePlayerAction):
        target (int):
    """

    action: BigBookChoosePlayerAction
    target: int

    def to_dict(self) -> dict[str, Any]:
        action = self.action.value

        target = self.target

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
                "target": target,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        action = BigBookChoosePlayerAction(d.pop("action"))

        target = d.pop("target")

        big_book_choose_player = cls(
            action=action,
            target=target,
        )

        return big_book_choose_player
