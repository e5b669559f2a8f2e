from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.big_book_learn_action import BigBookLearnAction

T = TypeVar("T", bound="BigBookLearn")


@_attrs_define
class BigBookLearn:
    """Apprendre un Sortilège face up in the library for 2 elements of its type.

    Attributes:
        action (BigBookLearnAction):
        cards (list[str]):
        spell (str):
    """

    action: BigBookLearnAction
    cards: list[str]
    spell: str

    def to_dict(self) -> dict[str, Any]:
        action = self.action.value

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
        action = BigBookLearnAction(d.pop("action"))

        cards = cast(list[str], d.pop("cards"))

        spell = d.pop("spell")

        big_book_learn = cls(
            action=action,
            cards=cards,
            spell=spell,
        )

        return big_book_learn
