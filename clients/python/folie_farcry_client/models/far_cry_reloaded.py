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

T = TypeVar("T", bound="FarCryReloaded")


@_attrs_define
class FarCryReloaded:
    """LA-9 (L751, L757): every equipped weapon back to capacity; `counts` is False for a free reload.

    Attributes:
        character (str): The character reloading.
        counts (bool): False for a free reload (the limited action is not spent). Default: True.
        type_ (Literal['reloaded']): The event's type, always `reloaded` here (the log entry's `type` too).
        weapons (list[str]): The weapon ids back to capacity.
    """

    character: str
    type_: Literal["reloaded"]
    weapons: list[str]
    counts: bool = True
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        character = self.character

        counts = self.counts

        type_ = self.type_

        weapons = self.weapons

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "character": character,
                "counts": counts,
                "type": type_,
                "weapons": weapons,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        character = d.pop("character")

        counts = d.pop("counts")

        type_ = cast(Literal["reloaded"], d.pop("type"))
        if type_ != "reloaded":
            raise ValueError(f"type must match const 'reloaded', got '{type_}'")

        weapons = cast(list[str], d.pop("weapons"))

        far_cry_reloaded = cls(
            character=character,
            counts=counts,
            type_=type_,
            weapons=weapons,
        )

        far_cry_reloaded.additional_properties = d
        return far_cry_reloaded

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
