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

T = TypeVar("T", bound="MontagnesTileSearched")


@_attrs_define
class MontagnesTileSearched:
    """Fouiller: a face-down tile shown to every seat until `until`. The tile is seen in the views
    during that window only (« retournez cette tuile face cachée »): every seat's log gets `tile`
    as `None`, so the tile cannot be read there again.

        Attributes:
            space (str): The searched space.
            tile (None | str): The tile seen; `null` in every seat's log (seen in the views during the window only).
            type_ (Literal['tile_searched']): The event's type, always `tile_searched` here (the log entry's `type` too).
            until (float): When the peek ends, server time in Unix seconds.
    """

    space: str
    tile: None | str
    type_: Literal["tile_searched"]
    until: float
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        space = self.space

        tile: None | str
        tile = self.tile

        type_ = self.type_

        until = self.until

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "space": space,
                "tile": tile,
                "type": type_,
                "until": until,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        space = d.pop("space")

        def _parse_tile(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        tile = _parse_tile(d.pop("tile"))

        type_ = cast(Literal["tile_searched"], d.pop("type"))
        if type_ != "tile_searched":
            raise ValueError(f"type must match const 'tile_searched', got '{type_}'")

        until = d.pop("until")

        montagnes_tile_searched = cls(
            space=space,
            tile=tile,
            type_=type_,
            until=until,
        )

        montagnes_tile_searched.additional_properties = d
        return montagnes_tile_searched

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
