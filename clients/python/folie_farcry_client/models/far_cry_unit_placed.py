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

T = TypeVar("T", bound="FarCryUnitPlaced")


@_attrs_define
class FarCryUnitPlaced:
    """A unit enters the board (PlaceUnit, AN-7): on its location or the nearest free hex (TI-15), and
    into the chain by rank (EN-4, L1050).

        Attributes:
            at (list[int]): An axial coordinate; the third cube coordinate is `-q - r`.
            chain (list[str]): The whole chain after it entered: unit uids in acting order.
            colour (str): Its colour, telling units of one board apart.
            hp (int): Its health points (its board's maximum).
            type_ (Literal['unit_placed']): The event's type, always `unit_placed` here (the log entry's `type` too).
            uid (str): The unit's id in this match (board and colour, e.g. "decapiteur-red").
            unit (str): Its board's id (content `units.json`).
    """

    at: list[int]
    chain: list[str]
    colour: str
    hp: int
    type_: Literal["unit_placed"]
    uid: str
    unit: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        at = self.at

        chain = self.chain

        colour = self.colour

        hp = self.hp

        type_ = self.type_

        uid = self.uid

        unit = self.unit

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "at": at,
                "chain": chain,
                "colour": colour,
                "hp": hp,
                "type": type_,
                "uid": uid,
                "unit": unit,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        at = cast(list[int], d.pop("at"))

        chain = cast(list[str], d.pop("chain"))

        colour = d.pop("colour")

        hp = d.pop("hp")

        type_ = cast(Literal["unit_placed"], d.pop("type"))
        if type_ != "unit_placed":
            raise ValueError(f"type must match const 'unit_placed', got '{type_}'")

        uid = d.pop("uid")

        unit = d.pop("unit")

        far_cry_unit_placed = cls(
            at=at,
            chain=chain,
            colour=colour,
            hp=hp,
            type_=type_,
            uid=uid,
            unit=unit,
        )

        far_cry_unit_placed.additional_properties = d
        return far_cry_unit_placed

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
