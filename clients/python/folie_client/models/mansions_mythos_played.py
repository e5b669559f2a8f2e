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

T = TypeVar("T", bound="MansionsMythosPlayed")


@_attrs_define
class MansionsMythosPlayed:
    """The keeper plays mythos `card` on `seat`'s investigator for `cost` threat (H-6, H-22).

    Attributes:
        card (str): The mythos card's id.
        cost (int): Threat spent.
        seat (int): The investigator's seat it is played on.
        type_ (Literal['mythos_played']): The event's type, always `mythos_played` here (the log entry's `type` too).
    """

    card: str
    cost: int
    seat: int
    type_: Literal["mythos_played"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        cost = self.cost

        seat = self.seat

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "card": card,
                "cost": cost,
                "seat": seat,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        card = d.pop("card")

        cost = d.pop("cost")

        seat = d.pop("seat")

        type_ = cast(Literal["mythos_played"], d.pop("type"))
        if type_ != "mythos_played":
            raise ValueError(f"type must match const 'mythos_played', got '{type_}'")

        mansions_mythos_played = cls(
            card=card,
            cost=cost,
            seat=seat,
            type_=type_,
        )

        mansions_mythos_played.additional_properties = d
        return mansions_mythos_played

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
