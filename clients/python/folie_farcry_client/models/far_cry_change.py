from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="FarCryChange")


@_attrs_define
class FarCryChange:
    """What a card did to one explorer; `to` is where a flight or the way back puts them.

    Attributes:
        character (str): The explorer changed.
        hp (int): Health points gained (negative: lost). Default: 0.
        madness (int): Madness counter moves gained (the pirates' successes, MD-14). Default: 0.
        mp (int): Movement points gained (negative: spent). Default: 0.
        to (None | str): The cell (`"x,y"`) a flight or the way back puts the explorer on; `null` if it stays.
        xp (int): Experience points gained. Default: 0.
    """

    character: str
    to: None | str
    hp: int = 0
    madness: int = 0
    mp: int = 0
    xp: int = 0
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        character = self.character

        hp = self.hp

        madness = self.madness

        mp = self.mp

        to: None | str
        to = self.to

        xp = self.xp

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "character": character,
                "hp": hp,
                "madness": madness,
                "mp": mp,
                "to": to,
                "xp": xp,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        character = d.pop("character")

        hp = d.pop("hp")

        madness = d.pop("madness")

        mp = d.pop("mp")

        def _parse_to(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        to = _parse_to(d.pop("to"))

        xp = d.pop("xp")

        far_cry_change = cls(
            character=character,
            hp=hp,
            madness=madness,
            mp=mp,
            to=to,
            xp=xp,
        )

        far_cry_change.additional_properties = d
        return far_cry_change

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
