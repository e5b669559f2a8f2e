from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.big_book_turn_started_type import BigBookTurnStartedType

T = TypeVar("T", bound="BigBookTurnStarted")


@_attrs_define
class BigBookTurnStarted:
    """A new active player; their Concentration phase readies their exhausted spells.

    Attributes:
        seat (int):
        turn (int):
        type_ (BigBookTurnStartedType):
    """

    seat: int
    turn: int
    type_: BigBookTurnStartedType
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        turn = self.turn

        type_ = self.type_.value

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

        type_ = BigBookTurnStartedType(d.pop("type"))

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
