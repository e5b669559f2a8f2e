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

T = TypeVar("T", bound="MaeshoweHopeResolved")


@_attrs_define
class MaeshoweHopeResolved:
    """Espoir: peeked cards taken into the hand or put back on top (`put_back` top first).

    Attributes:
        put_back (list[int]): Ids of the cards put back on the deck, top first (empty in other seats' copies).
        put_back_count (int): How many cards were put back.
        seat (int): The seat that peeked.
        taken (list[int]): Ids of the cards taken into the hand (empty in other seats' copies).
        taken_count (int): How many cards were taken.
        type_ (Literal['hope_resolved']): The event's type, always `hope_resolved` here (the log entry's `type` too).
    """

    put_back: list[int]
    put_back_count: int
    seat: int
    taken: list[int]
    taken_count: int
    type_: Literal["hope_resolved"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        put_back = self.put_back

        put_back_count = self.put_back_count

        seat = self.seat

        taken = self.taken

        taken_count = self.taken_count

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "put_back": put_back,
                "put_back_count": put_back_count,
                "seat": seat,
                "taken": taken,
                "taken_count": taken_count,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        put_back = cast(list[int], d.pop("put_back"))

        put_back_count = d.pop("put_back_count")

        seat = d.pop("seat")

        taken = cast(list[int], d.pop("taken"))

        taken_count = d.pop("taken_count")

        type_ = cast(Literal["hope_resolved"], d.pop("type"))
        if type_ != "hope_resolved":
            raise ValueError(f"type must match const 'hope_resolved', got '{type_}'")

        maeshowe_hope_resolved = cls(
            put_back=put_back,
            put_back_count=put_back_count,
            seat=seat,
            taken=taken,
            taken_count=taken_count,
            type_=type_,
        )

        maeshowe_hope_resolved.additional_properties = d
        return maeshowe_hope_resolved

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
