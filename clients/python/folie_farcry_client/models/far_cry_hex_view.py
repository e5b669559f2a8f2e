from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.far_cry_text import FarCryText
    from ..models.far_cry_token_view import FarCryTokenView


T = TypeVar("T", bound="FarCryHexView")


@_attrs_define
class FarCryHexView:
    """HexView

    Attributes:
        at (list[int]): An axial coordinate; the third cube coordinate is `-q - r`.
        fire (bool): The hex is on fire (R-F-14: a character entering or ending there burns). Default: False.
        label (FarCryText): Text
        terrain (str): Its printed terrain: "open", "rock", "tree", "coconut_tree", "chasm", "fire_plate", "wall" or
            "acid".
        tile (None | str): The tile on it (a red barrel, a crate, a cage, an exit...), if any.
        tokens (list[FarCryTokenView]): The tokens lying on it, face down as their backs only.
        unit (None | str): The character id or unit uid standing on it, if any.
        zone (None | str): M6 (L2073): "bunker" for a hex of the bunker zone, "outside" for the rest; None without
            zones.
    """

    at: list[int]
    label: FarCryText
    terrain: str
    tile: None | str
    tokens: list[FarCryTokenView]
    unit: None | str
    zone: None | str
    fire: bool = False
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        at = self.at

        fire = self.fire

        label = self.label.to_dict()

        terrain = self.terrain

        tile: None | str
        tile = self.tile

        tokens = []
        for tokens_item_data in self.tokens:
            tokens_item = tokens_item_data.to_dict()
            tokens.append(tokens_item)

        unit: None | str
        unit = self.unit

        zone: None | str
        zone = self.zone

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "at": at,
                "fire": fire,
                "label": label,
                "terrain": terrain,
                "tile": tile,
                "tokens": tokens,
                "unit": unit,
                "zone": zone,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.far_cry_text import FarCryText
        from ..models.far_cry_token_view import FarCryTokenView

        d = dict(src_dict)
        at = cast(list[int], d.pop("at"))

        fire = d.pop("fire")

        label = FarCryText.from_dict(d.pop("label"))

        terrain = d.pop("terrain")

        def _parse_tile(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        tile = _parse_tile(d.pop("tile"))

        tokens = []
        _tokens = d.pop("tokens")
        for tokens_item_data in _tokens:
            tokens_item = FarCryTokenView.from_dict(tokens_item_data)

            tokens.append(tokens_item)

        def _parse_unit(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        unit = _parse_unit(d.pop("unit"))

        def _parse_zone(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        zone = _parse_zone(d.pop("zone"))

        far_cry_hex_view = cls(
            at=at,
            fire=fire,
            label=label,
            terrain=terrain,
            tile=tile,
            tokens=tokens,
            unit=unit,
            zone=zone,
        )

        far_cry_hex_view.additional_properties = d
        return far_cry_hex_view

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
