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

T = TypeVar("T", bound="MaeshowePlayFromDiscard")


@_attrs_define
class MaeshowePlayFromDiscard:
    """Récupération (in hand): lose 1 health to play the top card of `owner`'s discard instead.

    Attributes:
        action (Literal['play_from_discard']): The command's action, always `play_from_discard` here (a `LegalAction`'s
            `action`).
        owner (int): The seat whose discard pile's top card is played.
    """

    action: Literal["play_from_discard"]
    owner: int

    def to_dict(self) -> dict[str, Any]:
        action = self.action

        owner = self.owner

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
                "owner": owner,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        action = cast(Literal["play_from_discard"], d.pop("action"))
        if action != "play_from_discard":
            raise ValueError(
                f"action must match const 'play_from_discard', got '{action}'"
            )

        owner = d.pop("owner")

        maeshowe_play_from_discard = cls(
            action=action,
            owner=owner,
        )

        return maeshowe_play_from_discard
