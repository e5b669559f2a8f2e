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

T = TypeVar("T", bound="BigBookLibraryRevealed")


@_attrs_define
class BigBookLibraryRevealed:
    """LibraryRevealed

    Attributes:
        element (str): The element whose library spell is revealed.
        spell (str): The spell card's id.
        type_ (Literal['library_revealed']): The event's type, always `library_revealed` here (the log entry's `type`
            too).
    """

    element: str
    spell: str
    type_: Literal["library_revealed"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        element = self.element

        spell = self.spell

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "element": element,
                "spell": spell,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        element = d.pop("element")

        spell = d.pop("spell")

        type_ = cast(Literal["library_revealed"], d.pop("type"))
        if type_ != "library_revealed":
            raise ValueError(f"type must match const 'library_revealed', got '{type_}'")

        big_book_library_revealed = cls(
            element=element,
            spell=spell,
            type_=type_,
        )

        big_book_library_revealed.additional_properties = d
        return big_book_library_revealed

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
