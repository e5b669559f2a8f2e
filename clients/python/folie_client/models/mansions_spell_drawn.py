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

T = TypeVar("T", bound="MansionsSpellDrawn")


@_attrs_define
class MansionsSpellDrawn:
    """A new spell off the top of its type's deck into `seat`'s hand (H-36, or an ability's draw); the
    card is known to nobody (R-H-21): every seat reads its type only (`views.event_view`).

        Attributes:
            card (str): The spell card's id; in every seat's copy, its type only (R-H-21).
            seat (int): The seat whose hand takes the spell.
            type_ (Literal['spell_drawn']): The event's type, always `spell_drawn` here (the log entry's `type` too).
    """

    card: str
    seat: int
    type_: Literal["spell_drawn"]
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

        type_ = cast(Literal["spell_drawn"], d.pop("type"))
        if type_ != "spell_drawn":
            raise ValueError(f"type must match const 'spell_drawn', got '{type_}'")

        mansions_spell_drawn = cls(
            card=card,
            seat=seat,
            type_=type_,
        )

        mansions_spell_drawn.additional_properties = d
        return mansions_spell_drawn

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
