from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.montagnes_take_esoteric_action import MontagnesTakeEsotericAction

T = TypeVar("T", bound="MontagnesTakeEsoteric")


@_attrs_define
class MontagnesTakeEsoteric:
    """TakeEsoteric

    Attributes:
        action (MontagnesTakeEsotericAction):
        card (str):
    """

    action: MontagnesTakeEsotericAction
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
        action = MontagnesTakeEsotericAction(d.pop("action"))

        card = d.pop("card")

        montagnes_take_esoteric = cls(
            action=action,
            card=card,
        )

        return montagnes_take_esoteric
