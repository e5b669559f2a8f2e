from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.montagnes_ignore_card_action import MontagnesIgnoreCardAction

T = TypeVar("T", bound="MontagnesIgnoreCard")


@_attrs_define
class MontagnesIgnoreCard:
    """The designated player chooses which of their madness cards to ignore (« une carte Folie »).

    Attributes:
        action (MontagnesIgnoreCardAction):
        card (str):
    """

    action: MontagnesIgnoreCardAction
    card: str

    def to_dict(self) -> dict[str, Any]:
        action = self.action.value

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
        action = MontagnesIgnoreCardAction(d.pop("action"))

        card = d.pop("card")

        montagnes_ignore_card = cls(
            action=action,
            card=card,
        )

        return montagnes_ignore_card
