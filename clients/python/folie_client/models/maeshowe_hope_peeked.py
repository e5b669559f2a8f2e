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

T = TypeVar("T", bound="MaeshoweHopePeeked")


@_attrs_define
class MaeshoweHopePeeked:
    """Espoir discarded: the seat looks at the top cards of the deck.

    Attributes:
        cards (list[int]): The cards' ids, top first (empty in other seats' copies).
        count (int): How many cards were looked at.
        seat (int): The seat that looks.
        type_ (Literal['hope_peeked']): The event's type, always `hope_peeked` here (the log entry's `type` too).
    """

    cards: list[int]
    count: int
    seat: int
    type_: Literal["hope_peeked"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        cards = self.cards

        count = self.count

        seat = self.seat

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "cards": cards,
                "count": count,
                "seat": seat,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        cards = cast(list[int], d.pop("cards"))

        count = d.pop("count")

        seat = d.pop("seat")

        type_ = cast(Literal["hope_peeked"], d.pop("type"))
        if type_ != "hope_peeked":
            raise ValueError(f"type must match const 'hope_peeked', got '{type_}'")

        maeshowe_hope_peeked = cls(
            cards=cards,
            count=count,
            seat=seat,
            type_=type_,
        )

        maeshowe_hope_peeked.additional_properties = d
        return maeshowe_hope_peeked

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
