from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="BigBookMonsterView")


@_attrs_define
class BigBookMonsterView:
    """The monster of the grimoire's open page.

    Attributes:
        curses (list[str]): The elements of the curses its page brings.
        madness_under_curses (bool): Its curses come with a Madness card under each ("Placez 1 Folie sous chaque
            Malédiction").
        name (str): The monster's name, in the reader's language.
        page (str): The page's id.
        text (str): Its text, in the reader's language.
    """

    curses: list[str]
    madness_under_curses: bool
    name: str
    page: str
    text: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        curses = self.curses

        madness_under_curses = self.madness_under_curses

        name = self.name

        page = self.page

        text = self.text

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "curses": curses,
                "madness_under_curses": madness_under_curses,
                "name": name,
                "page": page,
                "text": text,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        curses = cast(list[str], d.pop("curses"))

        madness_under_curses = d.pop("madness_under_curses")

        name = d.pop("name")

        page = d.pop("page")

        text = d.pop("text")

        big_book_monster_view = cls(
            curses=curses,
            madness_under_curses=madness_under_curses,
            name=name,
            page=page,
            text=text,
        )

        big_book_monster_view.additional_properties = d
        return big_book_monster_view

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
