from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.big_book_choose_cards_action import BigBookChooseCardsAction

T = TypeVar("T", bound="BigBookChooseCards")


@_attrs_define
class BigBookChooseCards:
    """ChooseCards

    Attributes:
        action (BigBookChooseCardsAction):
        cards (list[str]):
    """

    action: BigBookChooseCardsAction
    cards: list[str]

    def to_dict(self) -> dict[str, Any]:
        action = self.action.value

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
        action = BigBookChooseCardsAction(d.pop("action"))

        cards = cast(list[str], d.pop("cards"))

        big_book_choose_cards = cls(
            action=action,
            cards=cards,
        )

        return big_book_choose_cards
