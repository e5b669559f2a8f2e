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

T = TypeVar("T", bound="MaeshoweLineToDiscard")


@_attrs_define
class MaeshoweLineToDiscard:
    """Cards of the line put into a discard pile (Sacrifice).

    Attributes:
        cards (list[int]): The cards' ids.
        seat (int): The seat whose discard pile receives them.
        type_ (Literal['line_to_discard']): The event's type, always `line_to_discard` here (the log entry's `type`
            too).
    """

    cards: list[int]
    seat: int
    type_: Literal["line_to_discard"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        cards = self.cards

        seat = self.seat

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "cards": cards,
                "seat": seat,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        cards = cast(list[int], d.pop("cards"))

        seat = d.pop("seat")

        type_ = cast(Literal["line_to_discard"], d.pop("type"))
        if type_ != "line_to_discard":
            raise ValueError(f"type must match const 'line_to_discard', got '{type_}'")

        maeshowe_line_to_discard = cls(
            cards=cards,
            seat=seat,
            type_=type_,
        )

        maeshowe_line_to_discard.additional_properties = d
        return maeshowe_line_to_discard

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
