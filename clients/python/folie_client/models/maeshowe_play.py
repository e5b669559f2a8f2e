from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.maeshowe_play_action import MaeshowePlayAction

T = TypeVar("T", bound="MaeshowePlay")


@_attrs_define
class MaeshowePlay:
    """Play a card from the hand onto the end of the line.

    Attributes:
        action (MaeshowePlayAction):
        card (int):
    """

    action: MaeshowePlayAction
    card: int

    def to_dict(self) -> dict[str, Any]:
        action = self.action.value

        card = self.card

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
                "card": card,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        action = MaeshowePlayAction(d.pop("action"))

        card = d.pop("card")

        maeshowe_play = cls(
            action=action,
            card=card,
        )

        return maeshowe_play
