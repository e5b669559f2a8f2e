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

T = TypeVar("T", bound="BigBookActivate")


@_attrs_define
class BigBookActivate:
    """Activer un Sortilège: pay its level (or a multiple, for more power) in its element.

    Attributes:
        action (Literal['activate']): The command's action, always `activate` here (a `LegalAction`'s `action`).
        cards (list[str]): Ids of the hand cards paid (element cards; their values add up).
        spell (str): The id of one of your spells (`SpellView.id`).
    """

    action: Literal["activate"]
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
        action = cast(Literal["activate"], d.pop("action"))
        if action != "activate":
            raise ValueError(f"action must match const 'activate', got '{action}'")

        cards = cast(list[str], d.pop("cards"))

        spell = d.pop("spell")

        big_book_activate = cls(
            action=action,
            cards=cards,
            spell=spell,
        )

        return big_book_activate
