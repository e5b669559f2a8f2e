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

T = TypeVar("T", bound="MansionsUseItem")


@_attrs_define
class MansionsUseItem:
    """The action: use an item (designed); `target` is the chosen investigator's seat or monster's uid
    when the item names one in your room.

        Attributes:
            action (Literal['use_item']): The command's action, always `use_item` here (a `LegalAction`'s `action`).
            item (str): The item card's id, held.
            target (int | None | Unset): The chosen investigator's seat or monster's uid in your room; `null` when the item
                names none.
    """

    action: Literal["use_item"]
    item: str
    target: int | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        action = self.action

        item = self.item

        target: int | None | Unset
        if isinstance(self.target, Unset):
            target = UNSET
        else:
            target = self.target

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
                "item": item,
            }
        )
        if target is not UNSET:
            field_dict["target"] = target

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        action = cast(Literal["use_item"], d.pop("action"))
        if action != "use_item":
            raise ValueError(f"action must match const 'use_item', got '{action}'")

        item = d.pop("item")

        def _parse_target(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        target = _parse_target(d.pop("target", UNSET))

        mansions_use_item = cls(
            action=action,
            item=item,
            target=target,
        )

        return mansions_use_item
