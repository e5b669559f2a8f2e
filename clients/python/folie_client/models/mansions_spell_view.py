from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="MansionsSpellView")


@_attrs_define
class MansionsSpellView:
    """A spell in hand, face side only (R-H-21); `card` is shown by the omniscient view alone.

    Attributes:
        attribute (str): The attribute its casting test uses.
        card (None | str): The card's id: in the omniscient view only (`null` otherwise).
        handle (str): The spell's per-match handle, `<type>-<n>` (the holder's n-th spell of that type): what commands
            send.
        spell_type (str): The spell's type (every card of a type shares its name, text and test attribute).
    """

    attribute: str
    card: None | str
    handle: str
    spell_type: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        attribute = self.attribute

        card: None | str
        card = self.card

        handle = self.handle

        spell_type = self.spell_type

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "attribute": attribute,
                "card": card,
                "handle": handle,
                "spell_type": spell_type,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        attribute = d.pop("attribute")

        def _parse_card(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        card = _parse_card(d.pop("card"))

        handle = d.pop("handle")

        spell_type = d.pop("spell_type")

        mansions_spell_view = cls(
            attribute=attribute,
            card=card,
            handle=handle,
            spell_type=spell_type,
        )

        mansions_spell_view.additional_properties = d
        return mansions_spell_view

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
