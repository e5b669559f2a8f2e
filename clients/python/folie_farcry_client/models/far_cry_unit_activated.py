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

T = TypeVar("T", bound="FarCryUnitActivated")


@_attrs_define
class FarCryUnitActivated:
    """EN-2, EN-7, AL-3: a chain unit starts its behaviour list with its board's MP as one pool (R-F-35).

    Attributes:
        mp (int): Its movement-point pool for the turn (its board's MP).
        type_ (Literal['unit_activated']): The event's type, always `unit_activated` here (the log entry's `type` too).
        uid (str): The unit uid that starts acting.
    """

    mp: int
    type_: Literal["unit_activated"]
    uid: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        mp = self.mp

        type_ = self.type_

        uid = self.uid

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "mp": mp,
                "type": type_,
                "uid": uid,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        mp = d.pop("mp")

        type_ = cast(Literal["unit_activated"], d.pop("type"))
        if type_ != "unit_activated":
            raise ValueError(f"type must match const 'unit_activated', got '{type_}'")

        uid = d.pop("uid")

        far_cry_unit_activated = cls(
            mp=mp,
            type_=type_,
            uid=uid,
        )

        far_cry_unit_activated.additional_properties = d
        return far_cry_unit_activated

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
