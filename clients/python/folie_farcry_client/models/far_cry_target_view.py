from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="FarCryTargetView")


@_attrs_define
class FarCryTargetView:
    """A target a character can attack now with a weapon in hand: in range and in line of sight
    (CB-6, CB-9), and whether the cover die would be rolled (CB-14). `unit` is the unit or character
    standing there, `tile` the tile (a barrel, a crate).

        Attributes:
            at (list[int]): An axial coordinate; the third cube coordinate is `-q - r`.
            cover (bool): The cover die would be rolled (CB-14).
            distance (int): Hexes from the attacker to the target.
            mode (str): The attack's mode: "single", "throw", "dispersion", ...
            tile (None | str): The tile there (a barrel, a crate), if any.
            to (str): The target's hex as "q,r".
            unit (None | str): The character or unit standing there, if any.
            weapon (str): The weapon in hand the attack uses.
    """

    at: list[int]
    cover: bool
    distance: int
    mode: str
    tile: None | str
    to: str
    unit: None | str
    weapon: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        at = self.at

        cover = self.cover

        distance = self.distance

        mode = self.mode

        tile: None | str
        tile = self.tile

        to = self.to

        unit: None | str
        unit = self.unit

        weapon = self.weapon

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "at": at,
                "cover": cover,
                "distance": distance,
                "mode": mode,
                "tile": tile,
                "to": to,
                "unit": unit,
                "weapon": weapon,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        at = cast(list[int], d.pop("at"))

        cover = d.pop("cover")

        distance = d.pop("distance")

        mode = d.pop("mode")

        def _parse_tile(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        tile = _parse_tile(d.pop("tile"))

        to = d.pop("to")

        def _parse_unit(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        unit = _parse_unit(d.pop("unit"))

        weapon = d.pop("weapon")

        far_cry_target_view = cls(
            at=at,
            cover=cover,
            distance=distance,
            mode=mode,
            tile=tile,
            to=to,
            unit=unit,
            weapon=weapon,
        )

        far_cry_target_view.additional_properties = d
        return far_cry_target_view

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
