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

T = TypeVar("T", bound="MaeshoweCardGiven")


@_attrs_define
class MaeshoweCardGiven:
    """Peur du noir: a card given to the other player instead of the discard.

    Attributes:
        card (int | None): The card's id (`null` in the copies of seats other than the two players concerned).
        seat (int): The seat that gave.
        to (int): The seat that received.
        type_ (Literal['card_given']): The event's type, always `card_given` here (the log entry's `type` too).
    """

    card: int | None
    seat: int
    to: int
    type_: Literal["card_given"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        card: int | None
        card = self.card

        seat = self.seat

        to = self.to

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "card": card,
                "seat": seat,
                "to": to,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_card(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        card = _parse_card(d.pop("card"))

        seat = d.pop("seat")

        to = d.pop("to")

        type_ = cast(Literal["card_given"], d.pop("type"))
        if type_ != "card_given":
            raise ValueError(f"type must match const 'card_given', got '{type_}'")

        maeshowe_card_given = cls(
            card=card,
            seat=seat,
            to=to,
            type_=type_,
        )

        maeshowe_card_given.additional_properties = d
        return maeshowe_card_given

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
