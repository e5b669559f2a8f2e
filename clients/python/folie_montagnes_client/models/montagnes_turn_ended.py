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

T = TypeVar("T", bound="MontagnesTurnEnded")


@_attrs_define
class MontagnesTurnEnded:
    """FIN DU TOUR: the sled passes to the left.

    Attributes:
        leader (int): The next Leader's seat (to the left).
        type_ (Literal['turn_ended']): The event's type, always `turn_ended` here (the log entry's `type` too).
    """

    leader: int
    type_: Literal["turn_ended"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        leader = self.leader

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "leader": leader,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        leader = d.pop("leader")

        type_ = cast(Literal["turn_ended"], d.pop("type"))
        if type_ != "turn_ended":
            raise ValueError(f"type must match const 'turn_ended', got '{type_}'")

        montagnes_turn_ended = cls(
            leader=leader,
            type_=type_,
        )

        montagnes_turn_ended.additional_properties = d
        return montagnes_turn_ended

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
