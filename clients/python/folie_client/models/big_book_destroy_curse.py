from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.big_book_destroy_curse_action import BigBookDestroyCurseAction

T = TypeVar("T", bound="BigBookDestroyCurse")


@_attrs_define
class BigBookDestroyCurse:
    """Détruire une Malédiction: 4 of its element, or one of each element for a multi-element one.

    Attributes:
        action (BigBookDestroyCurseAction):
        cards (list[str]):
        curse (str):
    """

    action: BigBookDestroyCurseAction
    cards: list[str]
    curse: str

    def to_dict(self) -> dict[str, Any]:
        action = self.action.value

        cards = self.cards

        curse = self.curse

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
                "cards": cards,
                "curse": curse,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        action = BigBookDestroyCurseAction(d.pop("action"))

        cards = cast(list[str], d.pop("cards"))

        curse = d.pop("curse")

        big_book_destroy_curse = cls(
            action=action,
            cards=cards,
            curse=curse,
        )

        return big_book_destroy_curse
