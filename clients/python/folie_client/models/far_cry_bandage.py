from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.far_cry_bandage_action import FarCryBandageAction

T = TypeVar("T", bound="FarCryBandage")


@_attrs_define
class FarCryBandage:
    """Spend a bandage on oneself or an adjacent character or ally: +2 HP, clears statuses (LA-22..24).

    Attributes:
        action (FarCryBandageAction):
        character (str):
        target (str):
    """

    action: FarCryBandageAction
    character: str
    target: str

    def to_dict(self) -> dict[str, Any]:
        action = self.action.value

        character = self.character

        target = self.target

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
                "character": character,
                "target": target,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        action = FarCryBandageAction(d.pop("action"))

        character = d.pop("character")

        target = d.pop("target")

        far_cry_bandage = cls(
            action=action,
            character=character,
            target=target,
        )

        return far_cry_bandage
