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

T = TypeVar("T", bound="MaeshoweTakeBack")


@_attrs_define
class MaeshoweTakeBack:
    """Économie: zero or one card to take back into the hand.

    Attributes:
        action (Literal['take_back']): The command's action, always `take_back` here (a `LegalAction`'s `action`).
        cards (list[int]): Empty, or the id of one card (not Économie itself) from the line or from a discard pile, as
            asked.
    """

    action: Literal["take_back"]
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
        action = cast(Literal["take_back"], d.pop("action"))
        if action != "take_back":
            raise ValueError(f"action must match const 'take_back', got '{action}'")

        cards = cast(list[int], d.pop("cards"))

        maeshowe_take_back = cls(
            action=action,
            cards=cards,
        )

        return maeshowe_take_back
