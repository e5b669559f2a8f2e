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

T = TypeVar("T", bound="FarCryBandage")


@_attrs_define
class FarCryBandage:
    """Spend a bandage on oneself or an adjacent character or ally: +2 HP, clears statuses (LA-22..24).

    Attributes:
        action (Literal['bandage']): The command's action, always `bandage` here (a `LegalAction`'s `action`).
        character (str): The character spending the bandage.
        target (str): The character id or ally uid bandaged: the character itself or an adjacent one.
    """

    action: Literal["bandage"]
    character: str
    target: str

    def to_dict(self) -> dict[str, Any]:
        action = self.action

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
        action = cast(Literal["bandage"], d.pop("action"))
        if action != "bandage":
            raise ValueError(f"action must match const 'bandage', got '{action}'")

        character = d.pop("character")

        target = d.pop("target")

        far_cry_bandage = cls(
            action=action,
            character=character,
            target=target,
        )

        return far_cry_bandage
