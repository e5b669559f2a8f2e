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

T = TypeVar("T", bound="BigBookPhaseChanged")


@_attrs_define
class BigBookPhaseChanged:
    """PhaseChanged

    Attributes:
        phase (str): The turn's new phase (e.g. "action", "recovery").
        type_ (Literal['phase_changed']): The event's type, always `phase_changed` here (the log entry's `type` too).
    """

    phase: str
    type_: Literal["phase_changed"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        phase = self.phase

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "phase": phase,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        phase = d.pop("phase")

        type_ = cast(Literal["phase_changed"], d.pop("type"))
        if type_ != "phase_changed":
            raise ValueError(f"type must match const 'phase_changed', got '{type_}'")

        big_book_phase_changed = cls(
            phase=phase,
            type_=type_,
        )

        big_book_phase_changed.additional_properties = d
        return big_book_phase_changed

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
