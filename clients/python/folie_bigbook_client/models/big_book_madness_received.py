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

T = TypeVar("T", bound="BigBookMadnessReceived")


@_attrs_define
class BigBookMadnessReceived:
    """A player takes a Madness card from the pile ("Ajouter une Folie").

    Attributes:
        cards (list[str]): The Madness cards' ids.
        seat (int): The player's seat.
        type_ (Literal['madness_received']): The event's type, always `madness_received` here (the log entry's `type`
            too).
        zone (str): Where they go: `hand`, `discard` or `support`.
    """

    cards: list[str]
    seat: int
    type_: Literal["madness_received"]
    zone: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        cards = self.cards

        seat = self.seat

        type_ = self.type_

        zone = self.zone

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "cards": cards,
                "seat": seat,
                "type": type_,
                "zone": zone,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        cards = cast(list[str], d.pop("cards"))

        seat = d.pop("seat")

        type_ = cast(Literal["madness_received"], d.pop("type"))
        if type_ != "madness_received":
            raise ValueError(f"type must match const 'madness_received', got '{type_}'")

        zone = d.pop("zone")

        big_book_madness_received = cls(
            cards=cards,
            seat=seat,
            type_=type_,
            zone=zone,
        )

        big_book_madness_received.additional_properties = d
        return big_book_madness_received

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
