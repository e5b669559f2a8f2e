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

T = TypeVar("T", bound="FarCryRelicPlaced")


@_attrs_define
class FarCryRelicPlaced:
    """M4 (L1903, L1941): the Silver Dragon token lies face up on its hex at the start (designed where),
    picked up like a thrown weapon (R-F-19).

        Attributes:
            at (list[int]): An axial coordinate; the third cube coordinate is `-q - r`.
            type_ (Literal['relic_placed']): The event's type, always `relic_placed` here (the log entry's `type` too).
            weapon (str): The relic's weapon id (the Silver Dragon).
    """

    at: list[int]
    type_: Literal["relic_placed"]
    weapon: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        at = self.at

        type_ = self.type_

        weapon = self.weapon

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "at": at,
                "type": type_,
                "weapon": weapon,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        at = cast(list[int], d.pop("at"))

        type_ = cast(Literal["relic_placed"], d.pop("type"))
        if type_ != "relic_placed":
            raise ValueError(f"type must match const 'relic_placed', got '{type_}'")

        weapon = d.pop("weapon")

        far_cry_relic_placed = cls(
            at=at,
            type_=type_,
            weapon=weapon,
        )

        far_cry_relic_placed.additional_properties = d
        return far_cry_relic_placed

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
