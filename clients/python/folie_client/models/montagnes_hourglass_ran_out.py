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

T = TypeVar("T", bound="MontagnesHourglassRanOut")


@_attrs_define
class MontagnesHourglassRanOut:
    """`decision_deadline`: the Leader's window to turn it again (`None`: no token may be used).

    Attributes:
        decision_deadline (float | None): When the Leader's window to turn the hourglass again closes, server time in
            Unix seconds; `null` when no token
            may be used.
        type_ (Literal['hourglass_ran_out']): The event's type, always `hourglass_ran_out` here (the log entry's `type`
            too).
    """

    decision_deadline: float | None
    type_: Literal["hourglass_ran_out"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        decision_deadline: float | None
        decision_deadline = self.decision_deadline

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "decision_deadline": decision_deadline,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_decision_deadline(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        decision_deadline = _parse_decision_deadline(d.pop("decision_deadline"))

        type_ = cast(Literal["hourglass_ran_out"], d.pop("type"))
        if type_ != "hourglass_ran_out":
            raise ValueError(
                f"type must match const 'hourglass_ran_out', got '{type_}'"
            )

        montagnes_hourglass_ran_out = cls(
            decision_deadline=decision_deadline,
            type_=type_,
        )

        montagnes_hourglass_ran_out.additional_properties = d
        return montagnes_hourglass_ran_out

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
