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

T = TypeVar("T", bound="FarCryUnitFinished")


@_attrs_define
class FarCryUnitFinished:
    """The unit's behaviour list is over for this turn (EN-7); the next chain unit plays.

    Attributes:
        type_ (Literal['unit_finished']): The event's type, always `unit_finished` here (the log entry's `type` too).
        uid (str): The unit uid whose behaviour is over.
    """

    type_: Literal["unit_finished"]
    uid: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        uid = self.uid

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "type": type_,
                "uid": uid,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        type_ = cast(Literal["unit_finished"], d.pop("type"))
        if type_ != "unit_finished":
            raise ValueError(f"type must match const 'unit_finished', got '{type_}'")

        uid = d.pop("uid")

        far_cry_unit_finished = cls(
            type_=type_,
            uid=uid,
        )

        far_cry_unit_finished.additional_properties = d
        return far_cry_unit_finished

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
