from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.far_cry_text import FarCryText


T = TypeVar("T", bound="FarCryViewNames")


@_attrs_define
class FarCryViewNames:
    """The name, in French and English, of every id the view shows for a card or token: the characters'
    `items`, `loot`, `leaves`, `talents` and face-up madness card, the mission, and the campaign
    save's characters, weapons, accessories, bags, holsters, items and missions: a table shows these,
    never the ids (issue 34, item 3).

    """

    additional_properties: dict[str, FarCryText] = _attrs_field(
        init=False, factory=dict
    )

    def to_dict(self) -> dict[str, Any]:

        field_dict: dict[str, Any] = {}
        for prop_name, prop in self.additional_properties.items():
            field_dict[prop_name] = prop.to_dict()

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.far_cry_text import FarCryText

        d = dict(src_dict)
        far_cry_view_names = cls()

        additional_properties = {}
        for prop_name, prop_dict in d.items():
            additional_property = FarCryText.from_dict(prop_dict)

            additional_properties[prop_name] = additional_property

        far_cry_view_names.additional_properties = additional_properties
        return far_cry_view_names

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> FarCryText:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: FarCryText) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
