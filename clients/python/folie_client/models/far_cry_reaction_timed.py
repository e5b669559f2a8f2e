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

T = TypeVar("T", bound="FarCryReactionTimed")


@_attrs_define
class FarCryReactionTimed:
    """The open reaction's deadline, server time: the `reaction_seconds` option after it opened.

    Attributes:
        deadline (float): The reaction's deadline, server time in Unix seconds.
        type_ (Literal['reaction_timed']): The event's type, always `reaction_timed` here (the log entry's `type` too).
    """

    deadline: float
    type_: Literal["reaction_timed"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        deadline = self.deadline

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "deadline": deadline,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        deadline = d.pop("deadline")

        type_ = cast(Literal["reaction_timed"], d.pop("type"))
        if type_ != "reaction_timed":
            raise ValueError(f"type must match const 'reaction_timed', got '{type_}'")

        far_cry_reaction_timed = cls(
            deadline=deadline,
            type_=type_,
        )

        far_cry_reaction_timed.additional_properties = d
        return far_cry_reaction_timed

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
