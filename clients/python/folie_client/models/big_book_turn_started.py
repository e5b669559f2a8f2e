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

T = TypeVar("T", bound="BigBookTurnStarted")


@_attrs_define
class BigBookTurnStarted:
    """A new active player; their Concentration phase readies their exhausted spells.

    Attributes:
        seat (int): The active player's seat.
        turn (int): The turn number, from 1.
        type_ (Literal['turn_started']): The event's type, always `turn_started` here (the log entry's `type` too).
    """

    seat: int
    turn: int
    type_: Literal["turn_started"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        turn = self.turn

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "seat": seat,
                "turn": turn,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        seat = d.pop("seat")

        turn = d.pop("turn")

        type_ = cast(Literal["turn_started"], d.pop("type"))
        if type_ != "turn_started":
            raise ValueError(f"type must match const 'turn_started', got '{type_}'")

        big_book_turn_started = cls(
            seat=seat,
            turn=turn,
            type_=type_,
        )

        big_book_turn_started.additional_properties = d
        return big_book_turn_started

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
