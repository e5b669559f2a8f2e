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

T = TypeVar("T", bound="MontagnesMadnessIgnored")


@_attrs_define
class MontagnesMadnessIgnored:
    """The designated player ignores this card for the rest of the turn (only that seat sees which).

    Attributes:
        card (None | str): The madness card ignored this turn; `null` in the other seats' copies.
        seat (int): The designated player's seat.
        type_ (Literal['madness_ignored']): The event's type, always `madness_ignored` here (the log entry's `type`
            too).
    """

    card: None | str
    seat: int
    type_: Literal["madness_ignored"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        card: None | str
        card = self.card

        seat = self.seat

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "card": card,
                "seat": seat,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_card(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        card = _parse_card(d.pop("card"))

        seat = d.pop("seat")

        type_ = cast(Literal["madness_ignored"], d.pop("type"))
        if type_ != "madness_ignored":
            raise ValueError(f"type must match const 'madness_ignored', got '{type_}'")

        montagnes_madness_ignored = cls(
            card=card,
            seat=seat,
            type_=type_,
        )

        montagnes_madness_ignored.additional_properties = d
        return montagnes_madness_ignored

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
