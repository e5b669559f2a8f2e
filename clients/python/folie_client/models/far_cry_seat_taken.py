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

T = TypeVar("T", bound="FarCrySeatTaken")


@_attrs_define
class FarCrySeatTaken:
    """TI-2 (L2179, L2185): a character takes a free machine-gun seat from an adjacent hex (1 MP, its
    `ObjectUsed`) and equips the Machine-gun card, never reloaded.

        Attributes:
            at (list[int]): An axial coordinate; the third cube coordinate is `-q - r`.
            character (str): Who sits down.
            type_ (Literal['seat_taken']): The event's type, always `seat_taken` here (the log entry's `type` too).
    """

    at: list[int]
    character: str
    type_: Literal["seat_taken"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        at = self.at

        character = self.character

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "at": at,
                "character": character,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        at = cast(list[int], d.pop("at"))

        character = d.pop("character")

        type_ = cast(Literal["seat_taken"], d.pop("type"))
        if type_ != "seat_taken":
            raise ValueError(f"type must match const 'seat_taken', got '{type_}'")

        far_cry_seat_taken = cls(
            at=at,
            character=character,
            type_=type_,
        )

        far_cry_seat_taken.additional_properties = d
        return far_cry_seat_taken

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
