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

T = TypeVar("T", bound="MontagnesResolutionEnded")


@_attrs_define
class MontagnesResolutionEnded:
    """FIN DE LA PHASE DE RÉSOLUTION: sled cards discarded, tile set aside; the draw phase begins.

    Attributes:
        type_ (Literal['resolution_ended']): The event's type, always `resolution_ended` here (the log entry's `type`
            too).
    """

    type_: Literal["resolution_ended"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        type_ = cast(Literal["resolution_ended"], d.pop("type"))
        if type_ != "resolution_ended":
            raise ValueError(f"type must match const 'resolution_ended', got '{type_}'")

        montagnes_resolution_ended = cls(
            type_=type_,
        )

        montagnes_resolution_ended.additional_properties = d
        return montagnes_resolution_ended

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
