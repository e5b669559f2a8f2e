from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="FarCryPlacedUnit")


@_attrs_define
class FarCryPlacedUnit:
    """PlacedUnit

    Attributes:
        at (list[int] | None): The hex it is set on, as `[q, r]`; `null` for a unit kept off the board (the reserve, a
            queue).
        caged (bool): Set in a cage tile: out of the chain until freed (TI-8, R-F-43). Default: False.
        colour (str): Its colour, telling units of one board apart.
        hp (int): Its health points at the start: its board's maximum.
        uid (str): The unit's id in this match (its board and colour, e.g. "decapiteur-red"), as `uid` everywhere.
        unit (str): Its board's id (content `units.json`).
    """

    at: list[int] | None
    colour: str
    hp: int
    uid: str
    unit: str
    caged: bool = False
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        at: list[int] | None
        if isinstance(self.at, list):
            at = self.at

        else:
            at = self.at

        caged = self.caged

        colour = self.colour

        hp = self.hp

        uid = self.uid

        unit = self.unit

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "at": at,
                "caged": caged,
                "colour": colour,
                "hp": hp,
                "uid": uid,
                "unit": unit,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_at(data: object) -> list[int] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                at_type_0 = cast(list[int], data)

                return at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int] | None, data)

        at = _parse_at(d.pop("at"))

        caged = d.pop("caged")

        colour = d.pop("colour")

        hp = d.pop("hp")

        uid = d.pop("uid")

        unit = d.pop("unit")

        far_cry_placed_unit = cls(
            at=at,
            caged=caged,
            colour=colour,
            hp=hp,
            uid=uid,
            unit=unit,
        )

        far_cry_placed_unit.additional_properties = d
        return far_cry_placed_unit

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
