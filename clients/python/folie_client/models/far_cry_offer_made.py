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

T = TypeVar("T", bound="FarCryOfferMade")


@_attrs_define
class FarCryOfferMade:
    """LA-18, R-F-49: a give/exchange offered to an adjacent character; the receiving seat answers.

    Attributes:
        bandages (int): Bandage tokens offered. Default: 0.
        character (str): The character giving.
        items (list[str]): Item card ids offered.
        to (str): The adjacent character offered the things.
        type_ (Literal['offer_made']): The event's type, always `offer_made` here (the log entry's `type` too).
        weapons (list[str]): Weapon ids offered.
    """

    character: str
    items: list[str]
    to: str
    type_: Literal["offer_made"]
    weapons: list[str]
    bandages: int = 0
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        bandages = self.bandages

        character = self.character

        items = self.items

        to = self.to

        type_ = self.type_

        weapons = self.weapons

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "bandages": bandages,
                "character": character,
                "items": items,
                "to": to,
                "type": type_,
                "weapons": weapons,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        bandages = d.pop("bandages")

        character = d.pop("character")

        items = cast(list[str], d.pop("items"))

        to = d.pop("to")

        type_ = cast(Literal["offer_made"], d.pop("type"))
        if type_ != "offer_made":
            raise ValueError(f"type must match const 'offer_made', got '{type_}'")

        weapons = cast(list[str], d.pop("weapons"))

        far_cry_offer_made = cls(
            bandages=bandages,
            character=character,
            items=items,
            to=to,
            type_=type_,
            weapons=weapons,
        )

        far_cry_offer_made.additional_properties = d
        return far_cry_offer_made

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
