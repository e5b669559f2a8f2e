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

T = TypeVar("T", bound="MontagnesPlaneMoved")


@_attrs_define
class MontagnesPlaneMoved:
    """The plane moves; a tile on that space is taken and turned face up (`None`: an empty space).

    Attributes:
        space (str): The mountain space the plane lands on.
        tile (None | str): The tile taken there, now face up; `null` for an empty space.
        type_ (Literal['plane_moved']): The event's type, always `plane_moved` here (the log entry's `type` too).
    """

    space: str
    tile: None | str
    type_: Literal["plane_moved"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        space = self.space

        tile: None | str
        tile = self.tile

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "space": space,
                "tile": tile,
                "type": type_,
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

        type_ = cast(Literal["plane_moved"], d.pop("type"))
        if type_ != "plane_moved":
            raise ValueError(f"type must match const 'plane_moved', got '{type_}'")

        montagnes_plane_moved = cls(
            space=space,
            tile=tile,
            type_=type_,
        )

        montagnes_plane_moved.additional_properties = d
        return montagnes_plane_moved

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
