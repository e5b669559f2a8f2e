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

T = TypeVar("T", bound="MontagnesHandCardDiscarded")


@_attrs_define
class MontagnesHandCardDiscarded:
    """HandCardDiscarded

    Attributes:
        card (str): The card's id.
        seat (int): The seat discarding.
        type_ (Literal['hand_card_discarded']): The event's type, always `hand_card_discarded` here (the log entry's
            `type` too).
    """

    card: str
    seat: int
    type_: Literal["hand_card_discarded"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
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
        card = d.pop("card")

        seat = d.pop("seat")

        type_ = cast(Literal["hand_card_discarded"], d.pop("type"))
        if type_ != "hand_card_discarded":
            raise ValueError(
                f"type must match const 'hand_card_discarded', got '{type_}'"
            )

        montagnes_hand_card_discarded = cls(
            card=card,
            seat=seat,
            type_=type_,
        )

        montagnes_hand_card_discarded.additional_properties = d
        return montagnes_hand_card_discarded

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
