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

T = TypeVar("T", bound="FarCryTileDestroyed")


@_attrs_define
class FarCryTileDestroyed:
    """A barrel exploding (TI-1), a crate breaking into a face-down loot token drawn at random (TI-4), a
    vine wall collapsing (TI-17) or a mine going off (MV-25).

        Attributes:
            at (list[int]): An axial coordinate; the third cube coordinate is `-q - r`.
            kind (str): The tile's kind (a box tile id: "red_barrel", "crate", "vine_wall", "mine"...).
            loot (None | str): The loot token a crate broke into (its kind, now public); `null` otherwise.
            type_ (Literal['tile_destroyed']): The event's type, always `tile_destroyed` here (the log entry's `type` too).
    """

    at: list[int]
    kind: str
    loot: None | str
    type_: Literal["tile_destroyed"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        at = self.at

        kind = self.kind

        loot: None | str
        loot = self.loot

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "at": at,
                "kind": kind,
                "loot": loot,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        at = cast(list[int], d.pop("at"))

        kind = d.pop("kind")

        def _parse_loot(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        loot = _parse_loot(d.pop("loot"))

        type_ = cast(Literal["tile_destroyed"], d.pop("type"))
        if type_ != "tile_destroyed":
            raise ValueError(f"type must match const 'tile_destroyed', got '{type_}'")

        far_cry_tile_destroyed = cls(
            at=at,
            kind=kind,
            loot=loot,
            type_=type_,
        )

        far_cry_tile_destroyed.additional_properties = d
        return far_cry_tile_destroyed

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
