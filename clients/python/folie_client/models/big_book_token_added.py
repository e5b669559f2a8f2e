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

T = TypeVar("T", bound="BigBookTokenAdded")


@_attrs_define
class BigBookTokenAdded:
    """A token on an element: its curses cost 1 more to destroy.

    Attributes:
        element (str): The element.
        type_ (Literal['token_added']): The event's type, always `token_added` here (the log entry's `type` too).
    """

    element: str
    type_: Literal["token_added"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        element = self.element

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "element": element,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        element = d.pop("element")

        type_ = cast(Literal["token_added"], d.pop("type"))
        if type_ != "token_added":
            raise ValueError(f"type must match const 'token_added', got '{type_}'")

        big_book_token_added = cls(
            element=element,
            type_=type_,
        )

        big_book_token_added.additional_properties = d
        return big_book_token_added

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
