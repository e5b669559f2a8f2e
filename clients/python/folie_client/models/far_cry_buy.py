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

T = TypeVar("T", bound="FarCryBuy")


@_attrs_define
class FarCryBuy:
    """INV-14 (L418-426): a weapon, accessory or item card with a printed price, paid from the reserve's
    money, into `to`'s inventory or the reserve (an accessory goes to the reserve: `FitAccessory`).

        Attributes:
            action (Literal['buy']): The command's action, always `buy` here (a `LegalAction`'s `action`).
            card (str): The card's id (a weapon, accessory or item with a printed price).
            to (None | str | Unset): The character receiving it; `null` (or absent) for the team reserve.
    """

    action: Literal["buy"]
    card: str
    to: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        action = self.action

        card = self.card

        to: None | str | Unset
        if isinstance(self.to, Unset):
            to = UNSET
        else:
            to = self.to

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
                "card": card,
            }
        )
        if to is not UNSET:
            field_dict["to"] = to

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        action = cast(Literal["buy"], d.pop("action"))
        if action != "buy":
            raise ValueError(f"action must match const 'buy', got '{action}'")

        card = d.pop("card")

        def _parse_to(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        to = _parse_to(d.pop("to", UNSET))

        far_cry_buy = cls(
            action=action,
            card=card,
            to=to,
        )

        return far_cry_buy
