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

T = TypeVar("T", bound="MontagnesEncounterClosed")


@_attrs_define
class MontagnesEncounterClosed:
    """EncounterClosed

    Attributes:
        timed_out (bool): True when the encounter closed at its deadline rather than by the Leader.
        type_ (Literal['encounter_closed']): The event's type, always `encounter_closed` here (the log entry's `type`
            too).
    """

    timed_out: bool
    type_: Literal["encounter_closed"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        timed_out = self.timed_out

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "timed_out": timed_out,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        timed_out = d.pop("timed_out")

        type_ = cast(Literal["encounter_closed"], d.pop("type"))
        if type_ != "encounter_closed":
            raise ValueError(f"type must match const 'encounter_closed', got '{type_}'")

        montagnes_encounter_closed = cls(
            timed_out=timed_out,
            type_=type_,
        )

        montagnes_encounter_closed.additional_properties = d
        return montagnes_encounter_closed

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
