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

T = TypeVar("T", bound="MansionsPlayTrauma")


@_attrs_define
class MansionsPlayTrauma:
    """The keeper answers the first offered loss (H-23) with trauma `card` from its hand; in the
    keeper's turn, a dementia on the insane investigator of `seat` (H-26, H-60).

        Attributes:
            action (Literal['play_trauma']): The command's action, always `play_trauma` here (a `LegalAction`'s `action`).
            card (str): The trauma card's id from the keeper's hand.
            seat (int | None | Unset): The insane investigator's seat for a dementia in the keeper's turn; `null` when
                answering an offered loss.
    """

    action: Literal["play_trauma"]
    card: str
    seat: int | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        action = self.action

        card = self.card

        seat: int | None | Unset
        if isinstance(self.seat, Unset):
            seat = UNSET
        else:
            seat = self.seat

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
                "card": card,
            }
        )
        if seat is not UNSET:
            field_dict["seat"] = seat

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        action = cast(Literal["play_trauma"], d.pop("action"))
        if action != "play_trauma":
            raise ValueError(f"action must match const 'play_trauma', got '{action}'")

        card = d.pop("card")

        def _parse_seat(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        seat = _parse_seat(d.pop("seat", UNSET))

        mansions_play_trauma = cls(
            action=action,
            card=card,
            seat=seat,
        )

        return mansions_play_trauma
