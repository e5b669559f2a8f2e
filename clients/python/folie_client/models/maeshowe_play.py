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

T = TypeVar("T", bound="MaeshowePlay")


@_attrs_define
class MaeshowePlay:
    """Play a card from the hand onto the end of the line.

    Attributes:
        action (Literal['play']): The command's action, always `play` here (a `LegalAction`'s `action`).
        card (int): The card's id (`CardView.id`), from the hand.
    """

    action: Literal["play"]
    card: int

    def to_dict(self) -> dict[str, Any]:
        action = self.action

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
        action = cast(Literal["play"], d.pop("action"))
        if action != "play":
            raise ValueError(f"action must match const 'play', got '{action}'")

        card = d.pop("card")

        maeshowe_play = cls(
            action=action,
            card=card,
        )

        return maeshowe_play
