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

T = TypeVar("T", bound="MansionsItemUsed")


@_attrs_define
class MansionsItemUsed:
    """The action: an item's `use` effects (designed: items in use); `consumed` ones are discarded.

    Attributes:
        consumed (bool): True when the item is discarded after use.
        item (str): The item card's id.
        seat (int): The investigator's seat.
        target (int | None): The chosen investigator's seat or monster's uid; `null` when the item names none.
        type_ (Literal['item_used']): The event's type, always `item_used` here (the log entry's `type` too).
    """

    consumed: bool
    item: str
    seat: int
    target: int | None
    type_: Literal["item_used"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        consumed = self.consumed

        item = self.item

        seat = self.seat

        target: int | None
        target = self.target

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "consumed": consumed,
                "item": item,
                "seat": seat,
                "target": target,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        consumed = d.pop("consumed")

        item = d.pop("item")

        seat = d.pop("seat")

        def _parse_target(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        target = _parse_target(d.pop("target"))

        type_ = cast(Literal["item_used"], d.pop("type"))
        if type_ != "item_used":
            raise ValueError(f"type must match const 'item_used', got '{type_}'")

        mansions_item_used = cls(
            consumed=consumed,
            item=item,
            seat=seat,
            target=target,
            type_=type_,
        )

        mansions_item_used.additional_properties = d
        return mansions_item_used

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
