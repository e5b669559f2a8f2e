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

T = TypeVar("T", bound="MaeshoweDiscardDown")


@_attrs_define
class MaeshoweDiscardDown:
    """Peur du noir: the receiver discards back to 5 cards (no discard effect).

    Attributes:
        action (Literal['discard_down']): The command's action, always `discard_down` here (a `LegalAction`'s `action`).
        cards (list[int]): Ids of the hand cards to discard.
    """

    action: Literal["discard_down"]
    cards: list[int]

    def to_dict(self) -> dict[str, Any]:
        action = self.action

        cards = self.cards

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
                "cards": cards,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        action = cast(Literal["discard_down"], d.pop("action"))
        if action != "discard_down":
            raise ValueError(f"action must match const 'discard_down', got '{action}'")

        cards = cast(list[int], d.pop("cards"))

        maeshowe_discard_down = cls(
            action=action,
            cards=cards,
        )

        return maeshowe_discard_down
