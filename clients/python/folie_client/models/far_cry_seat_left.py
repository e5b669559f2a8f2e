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

T = TypeVar("T", bound="FarCrySeatLeft")


@_attrs_define
class FarCrySeatLeft:
    """TI-2 (L2179): a character leaves the machine-gun seat; the Machine-gun card stays with the seat;
    the step off the seat follows as its `Moved` (1 MP to leave and 1 MP the step).

        Attributes:
            character (str): Who stands up.
            type_ (Literal['seat_left']): The event's type, always `seat_left` here (the log entry's `type` too).
    """

    character: str
    type_: Literal["seat_left"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        character = self.character

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "character": character,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        character = d.pop("character")

        type_ = cast(Literal["seat_left"], d.pop("type"))
        if type_ != "seat_left":
            raise ValueError(f"type must match const 'seat_left', got '{type_}'")

        far_cry_seat_left = cls(
            character=character,
            type_=type_,
        )

        far_cry_seat_left.additional_properties = d
        return far_cry_seat_left

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
