from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.big_book_token_added_type import BigBookTokenAddedType

T = TypeVar("T", bound="BigBookTokenAdded")


@_attrs_define
class BigBookTokenAdded:
    """TokenAdded

    Attributes:
        element (str):
        type_ (BigBookTokenAddedType):
    """

    element: str
    type_: BigBookTokenAddedType
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        element = self.element

        type_ = self.type_.value

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

        type_ = BigBookTokenAddedType(d.pop("type"))

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
