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

T = TypeVar("T", bound="MontagnesHourglassTurned")


@_attrs_define
class MontagnesHourglassTurned:
    """HourglassTurned

    Attributes:
        deadline (float): When the hourglass runs out, server time in Unix seconds.
        restart (bool): True when the Leader turned it again (a restart); false for the first turn.
        type_ (Literal['hourglass_turned']): The event's type, always `hourglass_turned` here (the log entry's `type`
            too).
    """

    deadline: float
    restart: bool
    type_: Literal["hourglass_turned"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        deadline = self.deadline

        restart = self.restart

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "deadline": deadline,
                "restart": restart,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        deadline = d.pop("deadline")

        restart = d.pop("restart")

        type_ = cast(Literal["hourglass_turned"], d.pop("type"))
        if type_ != "hourglass_turned":
            raise ValueError(f"type must match const 'hourglass_turned', got '{type_}'")

        montagnes_hourglass_turned = cls(
            deadline=deadline,
            restart=restart,
            type_=type_,
        )

        montagnes_hourglass_turned.additional_properties = d
        return montagnes_hourglass_turned

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
