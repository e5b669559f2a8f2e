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

T = TypeVar("T", bound="MaeshowePassagesChanged")


@_attrs_define
class MaeshowePassagesChanged:
    """Passage tokens added or removed.

    Attributes:
        delta (int): Passage tokens added (positive) or removed (negative).
        passages (int): Passage tokens left after the change.
        type_ (Literal['passages_changed']): The event's type, always `passages_changed` here (the log entry's `type`
            too).
    """

    delta: int
    passages: int
    type_: Literal["passages_changed"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        delta = self.delta

        passages = self.passages

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "delta": delta,
                "passages": passages,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        delta = d.pop("delta")

        passages = d.pop("passages")

        type_ = cast(Literal["passages_changed"], d.pop("type"))
        if type_ != "passages_changed":
            raise ValueError(f"type must match const 'passages_changed', got '{type_}'")

        maeshowe_passages_changed = cls(
            delta=delta,
            passages=passages,
            type_=type_,
        )

        maeshowe_passages_changed.additional_properties = d
        return maeshowe_passages_changed

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
