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

T = TypeVar("T", bound="MaeshoweForagePick")


@_attrs_define
class MaeshoweForagePick:
    """Grapiller: which cards of the chosen discard pile are shuffled into the deck (when not all of it).

    Attributes:
        action (Literal['forage_pick']): The command's action, always `forage_pick` here (a `LegalAction`'s `action`).
        cards (list[int]): Ids of the cards, as many as the food spent allows (twice the food).
    """

    action: Literal["forage_pick"]
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
        action = cast(Literal["forage_pick"], d.pop("action"))
        if action != "forage_pick":
            raise ValueError(f"action must match const 'forage_pick', got '{action}'")

        cards = cast(list[int], d.pop("cards"))

        maeshowe_forage_pick = cls(
            action=action,
            cards=cards,
        )

        return maeshowe_forage_pick
