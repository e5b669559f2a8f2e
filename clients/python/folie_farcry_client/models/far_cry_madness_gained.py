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

T = TypeVar("T", bound="FarCryMadnessGained")


@_attrs_define
class FarCryMadnessGained:
    """MD-1..MD-3 (L1182-1186): madness tokens for the player who dealt the killing blow.

    Attributes:
        character (str): The character who dealt the killing blow.
        tokens (int): Madness tokens gained.
        type_ (Literal['madness_gained']): The event's type, always `madness_gained` here (the log entry's `type` too).
        victim (str): The unit uid killed.
    """

    character: str
    tokens: int
    type_: Literal["madness_gained"]
    victim: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        character = self.character

        tokens = self.tokens

        type_ = self.type_

        victim = self.victim

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "character": character,
                "tokens": tokens,
                "type": type_,
                "victim": victim,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        character = d.pop("character")

        tokens = d.pop("tokens")

        type_ = cast(Literal["madness_gained"], d.pop("type"))
        if type_ != "madness_gained":
            raise ValueError(f"type must match const 'madness_gained', got '{type_}'")

        victim = d.pop("victim")

        far_cry_madness_gained = cls(
            character=character,
            tokens=tokens,
            type_=type_,
            victim=victim,
        )

        far_cry_madness_gained.additional_properties = d
        return far_cry_madness_gained

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
