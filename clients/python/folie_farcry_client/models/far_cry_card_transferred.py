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

from ..models.far_cry_card_transferred_kind import FarCryCardTransferredKind

T = TypeVar("T", bound="FarCryCardTransferred")


@_attrs_define
class FarCryCardTransferred:
    """SU-18, INV-4: a card or tile from `giver` to `receiver` (`None`: the reserve); a weapon lands
    in `place` with its accessories.

        Attributes:
            card (str): The card's or tile's id.
            giver (None | str): The character giving it; `null` for the team reserve.
            kind (FarCryCardTransferredKind): What it is: `weapon`, `accessory`, `item` or `carrier`.
            place (None | str): Where a weapon lands in the receiver's inventory; `null` otherwise.
            receiver (None | str): The character receiving it; `null` for the team reserve.
            seat (int): The seat that made the transfer (0-based).
            type_ (Literal['card_transferred']): The event's type, always `card_transferred` here (the log entry's `type`
                too).
    """

    card: str
    giver: None | str
    kind: FarCryCardTransferredKind
    place: None | str
    receiver: None | str
    seat: int
    type_: Literal["card_transferred"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        giver: None | str
        giver = self.giver

        kind = self.kind.value

        place: None | str
        place = self.place

        receiver: None | str
        receiver = self.receiver

        seat = self.seat

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "card": card,
                "giver": giver,
                "kind": kind,
                "place": place,
                "receiver": receiver,
                "seat": seat,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        card = d.pop("card")

        def _parse_giver(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        giver = _parse_giver(d.pop("giver"))

        kind = FarCryCardTransferredKind(d.pop("kind"))

        def _parse_place(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        place = _parse_place(d.pop("place"))

        def _parse_receiver(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        receiver = _parse_receiver(d.pop("receiver"))

        seat = d.pop("seat")

        type_ = cast(Literal["card_transferred"], d.pop("type"))
        if type_ != "card_transferred":
            raise ValueError(f"type must match const 'card_transferred', got '{type_}'")

        far_cry_card_transferred = cls(
            card=card,
            giver=giver,
            kind=kind,
            place=place,
            receiver=receiver,
            seat=seat,
            type_=type_,
        )

        far_cry_card_transferred.additional_properties = d
        return far_cry_card_transferred

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
