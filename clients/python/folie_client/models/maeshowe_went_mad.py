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

from ..models.maeshowe_went_mad_cause import MaeshoweWentMadCause

T = TypeVar("T", bound="MaeshoweWentMad")


@_attrs_define
class MaeshoweWentMad:
    """Madness: the hand goes face up to the discard (no discard effects); health follows as HealthChanged.

    Attributes:
        cause (MaeshoweWentMadCause): `runes`: the hand's runes drove them mad; `dread` (Effroi): the card's effect did.
        hand (list[int]): The ids of the hand's cards, now face up in the discard pile.
        seat (int): The player who went mad.
        type_ (Literal['went_mad']): The event's type, always `went_mad` here (the log entry's `type` too).
    """

    cause: MaeshoweWentMadCause
    hand: list[int]
    seat: int
    type_: Literal["went_mad"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        cause = self.cause.value

        hand = self.hand

        seat = self.seat

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "cause": cause,
                "hand": hand,
                "seat": seat,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        cause = MaeshoweWentMadCause(d.pop("cause"))

        hand = cast(list[int], d.pop("hand"))

        seat = d.pop("seat")

        type_ = cast(Literal["went_mad"], d.pop("type"))
        if type_ != "went_mad":
            raise ValueError(f"type must match const 'went_mad', got '{type_}'")

        maeshowe_went_mad = cls(
            cause=cause,
            hand=hand,
            seat=seat,
            type_=type_,
        )

        maeshowe_went_mad.additional_properties = d
        return maeshowe_went_mad

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
