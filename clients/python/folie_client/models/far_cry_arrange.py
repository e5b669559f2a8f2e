from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.far_cry_arrange_action import FarCryArrangeAction

T = TypeVar("T", bound="FarCryArrange")


@_attrs_define
class FarCryArrange:
    """Choose the weapons `character` starts the mission with in hand (LA-1, INV-5); the others go to
    their holsters, Fist and blades beside the board (LA-2, INV-6).

        Attributes:
            action (FarCryArrangeAction):
            character (str):
            hand (list[str]):
    """

    action: FarCryArrangeAction
    character: str
    hand: list[str]

    def to_dict(self) -> dict[str, Any]:
        action = self.action.value

        character = self.character

        hand = self.hand

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
                "character": character,
                "hand": hand,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        action = FarCryArrangeAction(d.pop("action"))

        character = d.pop("character")

        hand = cast(list[str], d.pop("hand"))

        far_cry_arrange = cls(
            action=action,
            character=character,
            hand=hand,
        )

        return far_cry_arrange
