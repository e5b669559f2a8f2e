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

T = TypeVar("T", bound="FarCryAccessoryFitted")


@_attrs_define
class FarCryAccessoryFitted:
    """INV-11: an accessory moved between weapons, or between a weapon and the reserve.

    Attributes:
        accessory (str): The accessory's id.
        owner (None | str): The character whose weapon it goes on; `null` for the reserve.
        seat (int): The seat that moved it (0-based).
        source_owner (None | str): The character whose weapon it came from; `null` for the reserve.
        source_weapon (None | str): The weapon id it came off; `null` for the reserve's loose accessories.
        type_ (Literal['accessory_fitted']): The event's type, always `accessory_fitted` here (the log entry's `type`
            too).
        weapon (None | str): The weapon id it is fitted on; `null` when it goes back to the reserve.
    """

    accessory: str
    owner: None | str
    seat: int
    source_owner: None | str
    source_weapon: None | str
    type_: Literal["accessory_fitted"]
    weapon: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        accessory = self.accessory

        owner: None | str
        owner = self.owner

        seat = self.seat

        source_owner: None | str
        source_owner = self.source_owner

        source_weapon: None | str
        source_weapon = self.source_weapon

        type_ = self.type_

        weapon: None | str
        weapon = self.weapon

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "accessory": accessory,
                "owner": owner,
                "seat": seat,
                "source_owner": source_owner,
                "source_weapon": source_weapon,
                "type": type_,
                "weapon": weapon,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        accessory = d.pop("accessory")

        def _parse_owner(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        owner = _parse_owner(d.pop("owner"))

        seat = d.pop("seat")

        def _parse_source_owner(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        source_owner = _parse_source_owner(d.pop("source_owner"))

        def _parse_source_weapon(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        source_weapon = _parse_source_weapon(d.pop("source_weapon"))

        type_ = cast(Literal["accessory_fitted"], d.pop("type"))
        if type_ != "accessory_fitted":
            raise ValueError(f"type must match const 'accessory_fitted', got '{type_}'")

        def _parse_weapon(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        weapon = _parse_weapon(d.pop("weapon"))

        far_cry_accessory_fitted = cls(
            accessory=accessory,
            owner=owner,
            seat=seat,
            source_owner=source_owner,
            source_weapon=source_weapon,
            type_=type_,
            weapon=weapon,
        )

        far_cry_accessory_fitted.additional_properties = d
        return far_cry_accessory_fitted

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
