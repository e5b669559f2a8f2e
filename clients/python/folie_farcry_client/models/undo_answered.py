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

T = TypeVar("T", bound="UndoAnswered")


@_attrs_define
class UndoAnswered:
    """UndoAnswered

    Attributes:
        accept (bool): True when it consents.
        seat (int): The seat answering.
        type_ (Literal['undo_answered']): The event's type, always `undo_answered` here (the log entry's `type` too).
    """

    accept: bool
    seat: int
    type_: Literal["undo_answered"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        accept = self.accept

        seat = self.seat

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "accept": accept,
                "seat": seat,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        accept = d.pop("accept")

        seat = d.pop("seat")

        type_ = cast(Literal["undo_answered"], d.pop("type"))
        if type_ != "undo_answered":
            raise ValueError(f"type must match const 'undo_answered', got '{type_}'")

        undo_answered = cls(
            accept=accept,
            seat=seat,
            type_=type_,
        )

        undo_answered.additional_properties = d
        return undo_answered

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
