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

T = TypeVar("T", bound="BigBookInvocationMoved")


@_attrs_define
class BigBookInvocationMoved:
    """The invocation marker moved.

    Attributes:
        space (int): Its space: 0 the Invocation space, 1-5 the numbered spaces.
        type_ (Literal['invocation_moved']): The event's type, always `invocation_moved` here (the log entry's `type`
            too).
    """

    space: int
    type_: Literal["invocation_moved"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        space = self.space

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "space": space,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        space = d.pop("space")

        type_ = cast(Literal["invocation_moved"], d.pop("type"))
        if type_ != "invocation_moved":
            raise ValueError(f"type must match const 'invocation_moved', got '{type_}'")

        big_book_invocation_moved = cls(
            space=space,
            type_=type_,
        )

        big_book_invocation_moved.additional_properties = d
        return big_book_invocation_moved

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
