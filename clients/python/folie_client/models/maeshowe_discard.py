from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.maeshowe_discard_action import MaeshoweDiscardAction

T = TypeVar("T", bound="MaeshoweDiscard")


@_attrs_define
class MaeshoweDiscard:
    """Discard

    Attributes:
        action (MaeshoweDiscardAction):
        card (int):
    """

    action: MaeshoweDiscardAction
    card: int

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
        action = MaeshoweDiscardAction(d.pop("action"))

        card = d.pop("card")

        maeshowe_discard = cls(
            action=action,
            card=card,
        )

        return maeshowe_discard
