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

T = TypeVar("T", bound="FarCryBandaged")


@_attrs_define
class FarCryBandaged:
    """LA-22, LA-23 (L807-809): one bandage token spent, +2 HP up to the maximum, Bleeding and Blocage off.

    Attributes:
        character (str): The character spending the bandage.
        healed (int): Health points regained (at most 2, never above the maximum).
        target (str): The character bandaged (itself or an adjacent one).
        type_ (Literal['bandaged']): The event's type, always `bandaged` here (the log entry's `type` too).
    """

    character: str
    healed: int
    target: str
    type_: Literal["bandaged"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        character = self.character

        healed = self.healed

        target = self.target

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "character": character,
                "healed": healed,
                "target": target,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        character = d.pop("character")

        healed = d.pop("healed")

        target = d.pop("target")

        type_ = cast(Literal["bandaged"], d.pop("type"))
        if type_ != "bandaged":
            raise ValueError(f"type must match const 'bandaged', got '{type_}'")

        far_cry_bandaged = cls(
            character=character,
            healed=healed,
            target=target,
            type_=type_,
        )

        far_cry_bandaged.additional_properties = d
        return far_cry_bandaged

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
