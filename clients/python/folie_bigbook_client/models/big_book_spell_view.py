from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="BigBookSpellView")


@_attrs_define
class BigBookSpellView:
    """SpellView

    Attributes:
        element (str):
        exhausted (bool):
        id (str):
        level (int):
        name (str):
        neutralised (bool):
        text (str):
    """

    element: str
    exhausted: bool
    id: str
    level: int
    name: str
    neutralised: bool
    text: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        element = self.element

        exhausted = self.exhausted

        id = self.id

        level = self.level

        name = self.name

        neutralised = self.neutralised

        text = self.text

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "element": element,
                "exhausted": exhausted,
                "id": id,
                "level": level,
                "name": name,
                "neutralised": neutralised,
                "text": text,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        element = d.pop("element")

        exhausted = d.pop("exhausted")

        id = d.pop("id")

        level = d.pop("level")

        name = d.pop("name")

        neutralised = d.pop("neutralised")

        text = d.pop("text")

        big_book_spell_view = cls(
            element=element,
            exhausted=exhausted,
            id=id,
            level=level,
            name=name,
            neutralised=neutralised,
            text=text,
        )

        big_book_spell_view.additional_properties = d
        return big_book_spell_view

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
