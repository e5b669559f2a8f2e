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

T = TypeVar("T", bound="BigBookDestroyCurse")


@_attrs_define
class BigBookDestroyCurse:
    """Détruire une Malédiction: 4 of its element, or one of each element for a multi-element one.

    Attributes:
        action (Literal['destroy_curse']): The command's action, always `destroy_curse` here (a `LegalAction`'s
            `action`).
        cards (list[str]): Ids of the hand cards paid (element cards; their values add up).
        curse (str): The curse card's id on the invocation track (`CurseView.curse`).
    """

    action: Literal["destroy_curse"]
    cards: list[str]
    curse: str

    def to_dict(self) -> dict[str, Any]:
        action = self.action

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
        action = cast(Literal["destroy_curse"], d.pop("action"))
        if action != "destroy_curse":
            raise ValueError(f"action must match const 'destroy_curse', got '{action}'")

        cards = cast(list[str], d.pop("cards"))

        curse = d.pop("curse")

        big_book_destroy_curse = cls(
            action=action,
            cards=cards,
            curse=curse,
        )

        return big_book_destroy_curse
