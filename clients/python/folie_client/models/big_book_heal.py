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

T = TypeVar("T", bound="BigBookHeal")


@_attrs_define
class BigBookHeal:
    """Se Soigner: return a madness from your hand or any support to the pile for 2 of one element.

    Attributes:
        action (Literal['heal']): The command's action, always `heal` here (a `LegalAction`'s `action`).
        cards (list[str]): Ids of the hand cards paid (element cards; their values add up).
        madness (str): The Madness card's id, in your hand or in a support.
    """

    action: Literal["heal"]
    cards: list[str]
    madness: str

    def to_dict(self) -> dict[str, Any]:
        action = self.action

        cards = self.cards

        madness = self.madness

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
                "cards": cards,
                "madness": madness,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        action = cast(Literal["heal"], d.pop("action"))
        if action != "heal":
            raise ValueError(f"action must match const 'heal', got '{action}'")

        cards = cast(list[str], d.pop("cards"))

        madness = d.pop("madness")

        big_book_heal = cls(
            action=action,
            cards=cards,
            madness=madness,
        )

        return big_book_heal
