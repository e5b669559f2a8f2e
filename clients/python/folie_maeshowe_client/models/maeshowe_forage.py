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

T = TypeVar("T", bound="MaeshoweForage")


@_attrs_define
class MaeshoweForage:
    """Grapiller played: food to spend and the discard to take twice as many cards from.

    Attributes:
        action (Literal['forage']): The command's action, always `forage` here (a `LegalAction`'s `action`).
        discard (int): The seat whose discard pile the cards are taken from.
        food (int): Food tokens to spend: twice as many cards (as many as the pile holds) go from the discard into the
            deck.
    """

    action: Literal["forage"]
    discard: int
    food: int

    def to_dict(self) -> dict[str, Any]:
        action = self.action

        discard = self.discard

        food = self.food

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
                "discard": discard,
                "food": food,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        action = cast(Literal["forage"], d.pop("action"))
        if action != "forage":
            raise ValueError(f"action must match const 'forage', got '{action}'")

        discard = d.pop("discard")

        food = d.pop("food")

        maeshowe_forage = cls(
            action=action,
            discard=discard,
            food=food,
        )

        return maeshowe_forage
