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

T = TypeVar("T", bound="FarCryWhereDrawn")


@_attrs_define
class FarCryWhereDrawn:
    """M5 (L1983): an anecdote "Où" card drawn at random for an Ink minion's reinforcement; the minion
    enters at its location (the `UnitPlaced` that follows).

        Attributes:
            card (str): The "Où" anecdote card drawn (its id in the anecdote content).
            type_ (Literal['where_drawn']): The event's type, always `where_drawn` here (the log entry's `type` too).
            unit (str): The unit id of the Ink minion that enters at the card's location.
    """

    card: str
    type_: Literal["where_drawn"]
    unit: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        type_ = self.type_

        unit = self.unit

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "card": card,
                "type": type_,
                "unit": unit,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        card = d.pop("card")

        type_ = cast(Literal["where_drawn"], d.pop("type"))
        if type_ != "where_drawn":
            raise ValueError(f"type must match const 'where_drawn', got '{type_}'")

        unit = d.pop("unit")

        far_cry_where_drawn = cls(
            card=card,
            type_=type_,
            unit=unit,
        )

        far_cry_where_drawn.additional_properties = d
        return far_cry_where_drawn

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
