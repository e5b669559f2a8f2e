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

T = TypeVar("T", bound="MontagnesDieAccepted")


@_attrs_define
class MontagnesDieAccepted:
    """DieAccepted

    Attributes:
        face (str): The resolution die's face accepted: "accident", "confusion" or "morale".
        trial (int): The failed trial's index (0-based).
        type_ (Literal['die_accepted']): The event's type, always `die_accepted` here (the log entry's `type` too).
    """

    face: str
    trial: int
    type_: Literal["die_accepted"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        face = self.face

        trial = self.trial

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "face": face,
                "trial": trial,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        face = d.pop("face")

        trial = d.pop("trial")

        type_ = cast(Literal["die_accepted"], d.pop("type"))
        if type_ != "die_accepted":
            raise ValueError(f"type must match const 'die_accepted', got '{type_}'")

        montagnes_die_accepted = cls(
            face=face,
            trial=trial,
            type_=type_,
        )

        montagnes_die_accepted.additional_properties = d
        return montagnes_die_accepted

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
