from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.big_book_spell_view_element import BigBookSpellViewElement

T = TypeVar("T", bound="BigBookSpellView")


@_attrs_define
class BigBookSpellView:
    """A spell in a player's grimoire row.

    Attributes:
        element (BigBookSpellViewElement): The spell's element (`water`, `fire`, `earth`, `air`).
        exhausted (bool): Activated since its owner's turn began: it cannot be activated again until their next turn.
        id (str): The spell's id (a basic spell's copy is `<id>@<seat + 1>`).
        level (int): Its level: the activation cost, in element value, paid once per power point (R-B-2).
        name (str): In the reader's language.
        neutralised (bool): Turned face down by a curse or monster: no effect until restored.
        text (str): What it does, in the reader's language.
    """

    element: BigBookSpellViewElement
    exhausted: bool
    id: str
    level: int
    name: str
    neutralised: bool
    text: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        element = self.element.value

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
        element = BigBookSpellViewElement(d.pop("element"))

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
