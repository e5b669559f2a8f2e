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

T = TypeVar("T", bound="MontagnesIgnoreCard")


@_attrs_define
class MontagnesIgnoreCard:
    """The designated player chooses which of their madness cards to ignore (« une carte Folie »).

    Attributes:
        action (Literal['ignore_card']): The command's action, always `ignore_card` here (a `LegalAction`'s `action`).
        card (str): The id of one of your madness cards.
    """

    action: Literal["ignore_card"]
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
        action = cast(Literal["ignore_card"], d.pop("action"))
        if action != "ignore_card":
            raise ValueError(f"action must match const 'ignore_card', got '{action}'")

        card = d.pop("card")

        montagnes_ignore_card = cls(
            action=action,
            card=card,
        )

        return montagnes_ignore_card
