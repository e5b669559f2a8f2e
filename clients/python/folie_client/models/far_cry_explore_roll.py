from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.far_cry_explore_roll_die import FarCryExploreRollDie

T = TypeVar("T", bound="FarCryExploreRoll")


@_attrs_define
class FarCryExploreRoll:
    """ExploreRoll

    Attributes:
        character (str): The explorer who rolled.
        die (FarCryExploreRollDie): The die's colour.
        face (int): The face index (0-5).
        symbol (bool): True when the face shows a symbol (a success).
    """

    character: str
    die: FarCryExploreRollDie
    face: int
    symbol: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        character = self.character

        die = self.die.value

        face = self.face

        symbol = self.symbol

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "character": character,
                "die": die,
                "face": face,
                "symbol": symbol,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        character = d.pop("character")

        die = FarCryExploreRollDie(d.pop("die"))

        face = d.pop("face")

        symbol = d.pop("symbol")

        far_cry_explore_roll = cls(
            character=character,
            die=die,
            face=face,
            symbol=symbol,
        )

        far_cry_explore_roll.additional_properties = d
        return far_cry_explore_roll

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
