from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="FarCryOfferView")


@_attrs_define
class FarCryOfferView:
    """OfferView

    Attributes:
        bandages (int): Bandages given.
        character (str): The character giving (LA-18).
        items (list[str]): Item cards given.
        to (str): The character or ally offered the exchange, who must answer.
        weapons (list[str]): Weapon cards given.
    """

    bandages: int
    character: str
    items: list[str]
    to: str
    weapons: list[str]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        bandages = self.bandages

        character = self.character

        items = self.items

        to = self.to

        weapons = self.weapons

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "bandages": bandages,
                "character": character,
                "items": items,
                "to": to,
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

        weapons = cast(list[str], d.pop("weapons"))

        far_cry_offer_view = cls(
            bandages=bandages,
            character=character,
            items=items,
            to=to,
            weapons=weapons,
        )

        far_cry_offer_view.additional_properties = d
        return far_cry_offer_view

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
