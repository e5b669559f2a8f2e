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

T = TypeVar("T", bound="BigBookPageTurned")


@_attrs_define
class BigBookPageTurned:
    """PageTurned

    Attributes:
        index (int): Its position in the grimoire (0-based).
        page (str): The grimoire page's id now open.
        type_ (Literal['page_turned']): The event's type, always `page_turned` here (the log entry's `type` too).
    """

    index: int
    page: str
    type_: Literal["page_turned"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        index = self.index

        page = self.page

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "index": index,
                "page": page,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        index = d.pop("index")

        page = d.pop("page")

        type_ = cast(Literal["page_turned"], d.pop("type"))
        if type_ != "page_turned":
            raise ValueError(f"type must match const 'page_turned', got '{type_}'")

        big_book_page_turned = cls(
            index=index,
            page=page,
            type_=type_,
        )

        big_book_page_turned.additional_properties = d
        return big_book_page_turned

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
