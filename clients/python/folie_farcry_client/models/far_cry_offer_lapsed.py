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

from ..models.far_cry_offer_lapsed_why import FarCryOfferLapsedWhy

T = TypeVar("T", bound="FarCryOfferLapsed")


@_attrs_define
class FarCryOfferLapsed:
    """R-F-49, R-F-47: the giver or the receiver of a pending offer was knocked out or left by the exit
    before the answer; nothing changes hands, the giver's action stays spent.

        Attributes:
            character (str): The character who made the offer.
            to (str): The character it was made to.
            type_ (Literal['offer_lapsed']): The event's type, always `offer_lapsed` here (the log entry's `type` too).
            why (FarCryOfferLapsedWhy): Why it lapsed: one of them was `knocked_out` or `exited`.
    """

    character: str
    to: str
    type_: Literal["offer_lapsed"]
    why: FarCryOfferLapsedWhy
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        character = self.character

        to = self.to

        type_ = self.type_

        why = self.why.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "character": character,
                "to": to,
                "type": type_,
                "why": why,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        character = d.pop("character")

        to = d.pop("to")

        type_ = cast(Literal["offer_lapsed"], d.pop("type"))
        if type_ != "offer_lapsed":
            raise ValueError(f"type must match const 'offer_lapsed', got '{type_}'")

        why = FarCryOfferLapsedWhy(d.pop("why"))

        far_cry_offer_lapsed = cls(
            character=character,
            to=to,
            type_=type_,
            why=why,
        )

        far_cry_offer_lapsed.additional_properties = d
        return far_cry_offer_lapsed

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
