from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.montagnes_place_cards_action import MontagnesPlaceCardsAction

T = TypeVar("T", bound="MontagnesPlaceCards")


@_attrs_define
class MontagnesPlaceCards:
    """ACTION (phase de Rencontre): cards from one's hand face down on the sled.

    Attributes:
        action (MontagnesPlaceCardsAction):
        cards (list[str]):
    """

    action: MontagnesPlaceCardsAction
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
        action = MontagnesPlaceCardsAction(d.pop("action"))

        cards = cast(list[str], d.pop("cards"))

        montagnes_place_cards = cls(
            action=action,
            cards=cards,
        )

        return montagnes_place_cards
