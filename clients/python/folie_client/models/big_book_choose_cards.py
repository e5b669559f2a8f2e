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

T = TypeVar("T", bound="BigBookChooseCards")


@_attrs_define
class BigBookChooseCards:
    """Answer a prompt asking for cards (to discard, give, support...): the listing says which and how many.

    Attributes:
        action (Literal['choose_cards']): The command's action, always `choose_cards` here (a `LegalAction`'s `action`).
        cards (list[str]): The chosen cards' ids.
    """

    action: Literal["choose_cards"]
    cards: list[str]

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
        action = cast(Literal["choose_cards"], d.pop("action"))
        if action != "choose_cards":
            raise ValueError(f"action must match const 'choose_cards', got '{action}'")

        cards = cast(list[str], d.pop("cards"))

        big_book_choose_cards = cls(
            action=action,
            cards=cards,
        )

        return big_book_choose_cards
