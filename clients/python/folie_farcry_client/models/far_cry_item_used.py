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
from attrs import field as _attrs_field

T = TypeVar("T", bound="FarCryItemUsed")


@_attrs_define
class FarCryItemUsed:
    """LA-5 (L737): an item card used (the limited action spent) and put in the discard; its effect
    follows as its own events (a Molotov's fire and damage).

        Attributes:
            at (list[int] | None): Where a thrown item lands; `None` for a potion, drunk by its holder.
            character (str): The character using the item.
            item (str): The item card's id (e.g. "molotov").
            type_ (Literal['item_used']): The event's type, always `item_used` here (the log entry's `type` too).
    """

    at: list[int] | None
    character: str
    item: str
    type_: Literal["item_used"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        at: list[int] | None
        if isinstance(self.at, list):
            at = self.at

        else:
            at = self.at

        character = self.character

        item = self.item

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "at": at,
                "character": character,
                "item": item,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_at(data: object) -> list[int] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                at_type_0 = cast(list[int], data)

                return at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int] | None, data)

        at = _parse_at(d.pop("at"))

        character = d.pop("character")

        item = d.pop("item")

        type_ = cast(Literal["item_used"], d.pop("type"))
        if type_ != "item_used":
            raise ValueError(f"type must match const 'item_used', got '{type_}'")

        far_cry_item_used = cls(
            at=at,
            character=character,
            item=item,
            type_=type_,
        )

        far_cry_item_used.additional_properties = d
        return far_cry_item_used

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
