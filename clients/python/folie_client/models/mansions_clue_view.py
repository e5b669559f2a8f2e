from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="MansionsClueView")


@_attrs_define
class MansionsClueView:
    """A clue card in an investigator's hand, face up (L46): its name and text in the reader's
    language, the text naming the room of the next clue (`{room}` filled in; H-1).

        Attributes:
            card (str): The clue card's id.
            name (str): Its name, in the reader's language.
            number (int): Its number in the story's chain of clues.
            text (str): Its text, naming the room of the next clue, in the reader's language.
    """

    card: str
    name: str
    number: int
    text: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        name = self.name

        number = self.number

        text = self.text

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "card": card,
                "name": name,
                "number": number,
                "text": text,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        card = d.pop("card")

        name = d.pop("name")

        number = d.pop("number")

        text = d.pop("text")

        mansions_clue_view = cls(
            card=card,
            name=name,
            number=number,
            text=text,
        )

        mansions_clue_view.additional_properties = d
        return mansions_clue_view

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
