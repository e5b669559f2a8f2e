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

from ..types import UNSET, Unset

T = TypeVar("T", bound="FarCryGive")


@_attrs_define
class FarCryGive:
    """Offer bandages, weapons or items to an adjacent character or ally (LA-18..LA-21, R-F-49).

    Attributes:
        action (Literal['give']): The command's action, always `give` here (a `LegalAction`'s `action`).
        character (str): The character giving.
        to (str): The adjacent character id or ally uid offered the things.
        bandages (int | Unset): Bandage tokens offered. Default: 0.
        items (list[str] | Unset): Item card ids offered.
        weapons (list[str] | Unset): Weapon ids offered.
    """

    action: Literal["give"]
    character: str
    to: str
    bandages: int | Unset = 0
    items: list[str] | Unset = UNSET
    weapons: list[str] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        action = self.action

        character = self.character

        to = self.to

        bandages = self.bandages

        items: list[str] | Unset = UNSET
        if not isinstance(self.items, Unset):
            items = self.items

        weapons: list[str] | Unset = UNSET
        if not isinstance(self.weapons, Unset):
            weapons = self.weapons

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
                "character": character,
                "to": to,
            }
        )
        if bandages is not UNSET:
            field_dict["bandages"] = bandages
        if items is not UNSET:
            field_dict["items"] = items
        if weapons is not UNSET:
            field_dict["weapons"] = weapons

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        action = cast(Literal["give"], d.pop("action"))
        if action != "give":
            raise ValueError(f"action must match const 'give', got '{action}'")

        character = d.pop("character")

        to = d.pop("to")

        bandages = d.pop("bandages", UNSET)

        items = cast(list[str], d.pop("items", UNSET))

        weapons = cast(list[str], d.pop("weapons", UNSET))

        far_cry_give = cls(
            action=action,
            character=character,
            to=to,
            bandages=bandages,
            items=items,
            weapons=weapons,
        )

        return far_cry_give
