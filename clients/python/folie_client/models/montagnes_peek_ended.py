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

T = TypeVar("T", bound="MontagnesPeekEnded")


@_attrs_define
class MontagnesPeekEnded:
    """PeekEnded

    Attributes:
        space (str): The space whose tile is face down again.
        type_ (Literal['peek_ended']): The event's type, always `peek_ended` here (the log entry's `type` too).
    """

    space: str
    type_: Literal["peek_ended"]
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

        type_ = cast(Literal["peek_ended"], d.pop("type"))
        if type_ != "peek_ended":
            raise ValueError(f"type must match const 'peek_ended', got '{type_}'")

        montagnes_peek_ended = cls(
            space=space,
            type_=type_,
        )

        montagnes_peek_ended.additional_properties = d
        return montagnes_peek_ended

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
