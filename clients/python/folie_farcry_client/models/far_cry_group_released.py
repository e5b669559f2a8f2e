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

T = TypeVar("T", bound="FarCryGroupReleased")


@_attrs_define
class FarCryGroupReleased:
    """M2 (L1792-1793, R-F-55): a vine wall of the group fell; its units come in (the `UnitPlaced` that
    follow).

        Attributes:
            group (str): The group's id on mission 2's map.
            type_ (Literal['group_released']): The event's type, always `group_released` here (the log entry's `type` too).
    """

    group: str
    type_: Literal["group_released"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        group = self.group

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "group": group,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        group = d.pop("group")

        type_ = cast(Literal["group_released"], d.pop("type"))
        if type_ != "group_released":
            raise ValueError(f"type must match const 'group_released', got '{type_}'")

        far_cry_group_released = cls(
            group=group,
            type_=type_,
        )

        far_cry_group_released.additional_properties = d
        return far_cry_group_released

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
