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

T = TypeVar("T", bound="FarCryUseItem")


@_attrs_define
class FarCryUseItem:
    """Use an item card carried (LA-5, L737): once per turn, resolved, then to the discard; never on
    another character (LA-6, L739). A Molotov is thrown at the hex `at` (`"q,r"`, as listed); a
    potion is drunk by its holder (no `at`).

        Attributes:
            action (Literal['use_item']): The command's action, always `use_item` here (a `LegalAction`'s `action`).
            character (str): The character using the item.
            item (str): The item card's id (e.g. "molotov" or a potion).
            at (None | str | Unset): The hex a Molotov is thrown at, as `"q,r"`; `null` for a potion.
    """

    action: Literal["use_item"]
    character: str
    item: str
    at: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        action = self.action

        character = self.character

        item = self.item

        at: None | str | Unset
        if isinstance(self.at, Unset):
            at = UNSET
        else:
            at = self.at

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
                "character": character,
                "item": item,
            }
        )
        if at is not UNSET:
            field_dict["at"] = at

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        action = cast(Literal["use_item"], d.pop("action"))
        if action != "use_item":
            raise ValueError(f"action must match const 'use_item', got '{action}'")

        character = d.pop("character")

        item = d.pop("item")

        def _parse_at(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        at = _parse_at(d.pop("at", UNSET))

        far_cry_use_item = cls(
            action=action,
            character=character,
            item=item,
            at=at,
        )

        return far_cry_use_item
