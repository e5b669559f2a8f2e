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

T = TypeVar("T", bound="BigBookLearn")


@_attrs_define
class BigBookLearn:
    """Apprendre un Sortilège face up in the library for 2 elements of its type.

    Attributes:
        action (Literal['learn']): The command's action, always `learn` here (a `LegalAction`'s `action`).
        cards (list[str]): Ids of the hand cards paid (element cards; their values add up).
        spell (str): The id of a library pile's face-up spell (`LibraryView.top`).
    """

    action: Literal["learn"]
    cards: list[str]
    spell: str

    def to_dict(self) -> dict[str, Any]:
        action = self.action

        cards = self.cards

        spell = self.spell

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
                "cards": cards,
                "spell": spell,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        action = cast(Literal["learn"], d.pop("action"))
        if action != "learn":
            raise ValueError(f"action must match const 'learn', got '{action}'")

        cards = cast(list[str], d.pop("cards"))

        spell = d.pop("spell")

        big_book_learn = cls(
            action=action,
            cards=cards,
            spell=spell,
        )

        return big_book_learn
