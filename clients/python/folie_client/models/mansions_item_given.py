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

T = TypeVar("T", bound="MansionsItemGiven")


@_attrs_define
class MansionsItemGiven:
    """One card given at step 1 (spells are not tradable, R-H-26).

    Attributes:
        card (str): The card's id.
        giver (int): The giving seat (the keeper's or an investigator's).
        to (int): The receiving investigator's seat.
        type_ (Literal['item_given']): The event's type, always `item_given` here (the log entry's `type` too).
    """

    card: str
    giver: int
    to: int
    type_: Literal["item_given"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        giver = self.giver

        to = self.to

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "card": card,
                "giver": giver,
                "to": to,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        card = d.pop("card")

        giver = d.pop("giver")

        to = d.pop("to")

        type_ = cast(Literal["item_given"], d.pop("type"))
        if type_ != "item_given":
            raise ValueError(f"type must match const 'item_given', got '{type_}'")

        mansions_item_given = cls(
            card=card,
            giver=giver,
            to=to,
            type_=type_,
        )

        mansions_item_given.additional_properties = d
        return mansions_item_given

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
