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

T = TypeVar("T", bound="FarCryQueueAdvanced")


@_attrs_define
class FarCryQueueAdvanced:
    """The enemy queue's first unit comes in (M3's "Des intrus !" symbol); its `UnitPlaced` follows.

    Attributes:
        type_ (Literal['queue_advanced']): The event's type, always `queue_advanced` here (the log entry's `type` too).
        unit (str): The board id of the unit that comes in (content `units.json`).
    """

    type_: Literal["queue_advanced"]
    unit: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        unit = self.unit

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "type": type_,
                "unit": unit,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        type_ = cast(Literal["queue_advanced"], d.pop("type"))
        if type_ != "queue_advanced":
            raise ValueError(f"type must match const 'queue_advanced', got '{type_}'")

        unit = d.pop("unit")

        far_cry_queue_advanced = cls(
            type_=type_,
            unit=unit,
        )

        far_cry_queue_advanced.additional_properties = d
        return far_cry_queue_advanced

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
