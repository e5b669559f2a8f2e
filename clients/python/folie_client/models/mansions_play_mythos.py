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

T = TypeVar("T", bound="MansionsPlayMythos")


@_attrs_define
class MansionsPlayMythos:
    """In the open mythos window (H-6): play `card` from the keeper's hand; a card moving its
    investigator names the `space`.

        Attributes:
            action (Literal['play_mythos']): The command's action, always `play_mythos` here (a `LegalAction`'s `action`).
            card (str): The mythos card's id from the keeper's hand.
            space (None | str | Unset): The space a card moving the investigator names; `null` otherwise.
    """

    action: Literal["play_mythos"]
    card: str
    space: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        action = self.action

        card = self.card

        space: None | str | Unset
        if isinstance(self.space, Unset):
            space = UNSET
        else:
            space = self.space

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
                "card": card,
            }
        )
        if space is not UNSET:
            field_dict["space"] = space

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        action = cast(Literal["play_mythos"], d.pop("action"))
        if action != "play_mythos":
            raise ValueError(f"action must match const 'play_mythos', got '{action}'")

        card = d.pop("card")

        def _parse_space(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        space = _parse_space(d.pop("space", UNSET))

        mansions_play_mythos = cls(
            action=action,
            card=card,
            space=space,
        )

        return mansions_play_mythos
