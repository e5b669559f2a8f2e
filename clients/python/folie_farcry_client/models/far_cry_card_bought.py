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

from ..models.far_cry_card_bought_kind import FarCryCardBoughtKind

T = TypeVar("T", bound="FarCryCardBought")


@_attrs_define
class FarCryCardBought:
    """INV-14: `price` money out of the reserve, the card into `to`'s inventory (`place` for a
    weapon) or the reserve (`to` is `None`).

        Attributes:
            card (str): The card's id (a weapon, accessory or item).
            kind (FarCryCardBoughtKind): What the card is: `weapon`, `accessory`, `item` or `carrier` (a bag or holster
                tile).
            place (None | str): Where a weapon goes in the receiver's inventory (`hand`, `holster`, `beside`, `save_bag`);
                `null` otherwise.
            price (int): Money paid out of the reserve (the printed price).
            seat (int): The seat that bought (0-based).
            to (None | str): The character receiving it; `null` for the team reserve.
            type_ (Literal['card_bought']): The event's type, always `card_bought` here (the log entry's `type` too).
    """

    card: str
    kind: FarCryCardBoughtKind
    place: None | str
    price: int
    seat: int
    to: None | str
    type_: Literal["card_bought"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        kind = self.kind.value

        place: None | str
        place = self.place

        price = self.price

        seat = self.seat

        to: None | str
        to = self.to

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "card": card,
                "kind": kind,
                "place": place,
                "price": price,
                "seat": seat,
                "to": to,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        card = d.pop("card")

        kind = FarCryCardBoughtKind(d.pop("kind"))

        def _parse_place(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        place = _parse_place(d.pop("place"))

        price = d.pop("price")

        seat = d.pop("seat")

        def _parse_to(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        to = _parse_to(d.pop("to"))

        type_ = cast(Literal["card_bought"], d.pop("type"))
        if type_ != "card_bought":
            raise ValueError(f"type must match const 'card_bought', got '{type_}'")

        far_cry_card_bought = cls(
            card=card,
            kind=kind,
            place=place,
            price=price,
            seat=seat,
            to=to,
            type_=type_,
        )

        far_cry_card_bought.additional_properties = d
        return far_cry_card_bought

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
