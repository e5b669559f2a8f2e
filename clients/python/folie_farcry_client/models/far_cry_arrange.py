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

T = TypeVar("T", bound="FarCryArrange")


@_attrs_define
class FarCryArrange:
    """Choose the weapons `character` starts the mission with in hand (LA-1, INV-5); the others go to
    their holsters, Fist and blades beside the board (LA-2, INV-6).

        Attributes:
            action (Literal['arrange']): The command's action, always `arrange` here (a `LegalAction`'s `action`).
            character (str): The character arranging.
            hand (list[str]): The weapon ids to start the mission in hand.
    """

    action: Literal["arrange"]
    character: str
    hand: list[str]

    def to_dict(self) -> dict[str, Any]:
        action = self.action

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
        action = cast(Literal["arrange"], d.pop("action"))
        if action != "arrange":
            raise ValueError(f"action must match const 'arrange', got '{action}'")

        character = d.pop("character")

        hand = cast(list[str], d.pop("hand"))

        far_cry_arrange = cls(
            action=action,
            character=character,
            hand=hand,
        )

        return far_cry_arrange
