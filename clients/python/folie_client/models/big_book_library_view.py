from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.big_book_library_view_element import BigBookLibraryViewElement

T = TypeVar("T", bound="BigBookLibraryView")


@_attrs_define
class BigBookLibraryView:
    """An element's library pile of spells to learn (only the top one is face up).

    Attributes:
        count (int): Spells left in the pile.
        element (BigBookLibraryViewElement): The pile's element.
        top (None | str): The face-up top spell's id (`null`: the pile is empty).
        top_name (None | str): Its name, in the reader's language.
        top_text (None | str): What it does, in the reader's language.
    """

    count: int
    element: BigBookLibraryViewElement
    top: None | str
    top_name: None | str
    top_text: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        count = self.count

        element = self.element.value

        top: None | str
        top = self.top

        top_name: None | str
        top_name = self.top_name

        top_text: None | str
        top_text = self.top_text

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "count": count,
                "element": element,
                "top": top,
                "top_name": top_name,
                "top_text": top_text,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        count = d.pop("count")

        element = BigBookLibraryViewElement(d.pop("element"))

        def _parse_top(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        top = _parse_top(d.pop("top"))

        def _parse_top_name(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        top_name = _parse_top_name(d.pop("top_name"))

        def _parse_top_text(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        top_text = _parse_top_text(d.pop("top_text"))

        big_book_library_view = cls(
            count=count,
            element=element,
            top=top,
            top_name=top_name,
            top_text=top_text,
        )

        big_book_library_view.additional_properties = d
        return big_book_library_view

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
