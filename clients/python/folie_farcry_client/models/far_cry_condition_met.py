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

T = TypeVar("T", bound="FarCryConditionMet")


@_attrs_define
class FarCryConditionMet:
    """RND-9 (L491-493): the round board's condition event `index` holds and is resolved, once.

    Attributes:
        index (int): The condition event's index on the mission's round board (0-based).
        type_ (Literal['condition_met']): The event's type, always `condition_met` here (the log entry's `type` too).
    """

    index: int
    type_: Literal["condition_met"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        index = self.index

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "index": index,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        index = d.pop("index")

        type_ = cast(Literal["condition_met"], d.pop("type"))
        if type_ != "condition_met":
            raise ValueError(f"type must match const 'condition_met', got '{type_}'")

        far_cry_condition_met = cls(
            index=index,
            type_=type_,
        )

        far_cry_condition_met.additional_properties = d
        return far_cry_condition_met

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
