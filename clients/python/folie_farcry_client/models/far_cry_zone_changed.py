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

from ..models.far_cry_zone_changed_zone import FarCryZoneChangedZone

T = TypeVar("T", bound="FarCryZoneChanged")


@_attrs_define
class FarCryZoneChanged:
    """M6 (L2073, R-F-57): a character or a controlled ally beside a bunker door goes through it to
    the paired hex on the other side, 2 MP (paid by its `ObjectUsed` or `AllyCommanded`).

        Attributes:
            at (list[int]): An axial coordinate; the third cube coordinate is `-q - r`.
            type_ (Literal['zone_changed']): The event's type, always `zone_changed` here (the log entry's `type` too).
            who (str): The character or the ally's unit id.
            zone (FarCryZoneChangedZone): The zone it is now in.
    """

    at: list[int]
    type_: Literal["zone_changed"]
    who: str
    zone: FarCryZoneChangedZone
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        at = self.at

        type_ = self.type_

        who = self.who

        zone = self.zone.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "at": at,
                "type": type_,
                "who": who,
                "zone": zone,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        at = cast(list[int], d.pop("at"))

        type_ = cast(Literal["zone_changed"], d.pop("type"))
        if type_ != "zone_changed":
            raise ValueError(f"type must match const 'zone_changed', got '{type_}'")

        who = d.pop("who")

        zone = FarCryZoneChangedZone(d.pop("zone"))

        far_cry_zone_changed = cls(
            at=at,
            type_=type_,
            who=who,
            zone=zone,
        )

        far_cry_zone_changed.additional_properties = d
        return far_cry_zone_changed

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
