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

T = TypeVar("T", bound="MontagnesDiscardFromHand")


@_attrs_define
class MontagnesDiscardFromHand:
    """A relic's action: discard one hand card (`"none"`: keep the hand).

    Attributes:
        action (Literal['discard_from_hand']): The command's action, always `discard_from_hand` here (a `LegalAction`'s
            `action`).
        card (str): The hand card's id, or `none`.
    """

    action: Literal["discard_from_hand"]
    card: str

    def to_dict(self) -> dict[str, Any]:
        action = self.action

        card = self.card

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
                "card": card,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        action = cast(Literal["discard_from_hand"], d.pop("action"))
        if action != "discard_from_hand":
            raise ValueError(
                f"action must match const 'discard_from_hand', got '{action}'"
            )

        card = d.pop("card")

        montagnes_discard_from_hand = cls(
            action=action,
            card=card,
        )

        return montagnes_discard_from_hand
