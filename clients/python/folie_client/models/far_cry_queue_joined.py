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

T = TypeVar("T", bound="FarCryQueueJoined")


@_attrs_define
class FarCryQueueJoined:
    """M6 (L2075, R-F-57): a dead enemy's figure goes on the enemy queue's lowest free number; the round
    board's queue spawn roll brings it back (`QueueAdvanced`).

        Attributes:
            number (int): Its number on the queue, 1 the next to come.
            type_ (Literal['queue_joined']): The event's type, always `queue_joined` here (the log entry's `type` too).
            unit (str): The unit board of the figure.
    """

    number: int
    type_: Literal["queue_joined"]
    unit: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        number = self.number

        type_ = self.type_

        unit = self.unit

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "number": number,
                "type": type_,
                "unit": unit,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        number = d.pop("number")

        type_ = cast(Literal["queue_joined"], d.pop("type"))
        if type_ != "queue_joined":
            raise ValueError(f"type must match const 'queue_joined', got '{type_}'")

        unit = d.pop("unit")

        far_cry_queue_joined = cls(
            number=number,
            type_=type_,
            unit=unit,
        )

        far_cry_queue_joined.additional_properties = d
        return far_cry_queue_joined

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
