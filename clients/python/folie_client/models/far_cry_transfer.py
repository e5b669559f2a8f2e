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

from ..types import UNSET, Unset

T = TypeVar("T", bound="FarCryTransfer")


@_attrs_define
class FarCryTransfer:
    """SU-18, INV-4, INV-17: a weapon (with its accessories), an item card or a bag or holster tile
    from `giver` to `receiver` (either may be the reserve; never a talent, TL-4).

        Attributes:
            action (Literal['transfer']): The command's action, always `transfer` here (a `LegalAction`'s `action`).
            card (str): The card's or tile's id.
            giver (None | str | Unset): The character giving it; `null` for the team reserve.
            receiver (None | str | Unset): The character receiving it; `null` for the team reserve.
    """

    action: Literal["transfer"]
    card: str
    giver: None | str | Unset = UNSET
    receiver: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        action = self.action

        card = self.card

        giver: None | str | Unset
        if isinstance(self.giver, Unset):
            giver = UNSET
        else:
            giver = self.giver

        receiver: None | str | Unset
        if isinstance(self.receiver, Unset):
            receiver = UNSET
        else:
            receiver = self.receiver

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
                "card": card,
            }
        )
        if giver is not UNSET:
            field_dict["giver"] = giver
        if receiver is not UNSET:
            field_dict["receiver"] = receiver

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        action = cast(Literal["transfer"], d.pop("action"))
        if action != "transfer":
            raise ValueError(f"action must match const 'transfer', got '{action}'")

        card = d.pop("card")

        def _parse_giver(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        giver = _parse_giver(d.pop("giver", UNSET))

        def _parse_receiver(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        receiver = _parse_receiver(d.pop("receiver", UNSET))

        far_cry_transfer = cls(
            action=action,
            card=card,
            giver=giver,
            receiver=receiver,
        )

        return far_cry_transfer
