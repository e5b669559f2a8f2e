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

T = TypeVar("T", bound="MaeshoweRuinPair")


@_attrs_define
class MaeshoweRuinPair:
    """Ruine + Récupération at the start of the turn: which copies to discard (only asked if ambiguous).

    Attributes:
        action (Literal['ruin_pair']): The command's action, always `ruin_pair` here (a `LegalAction`'s `action`).
        recovery (int): The id of the Récupération card to discard.
        ruin (int): The id of the Ruine card to discard.
    """

    action: Literal["ruin_pair"]
    recovery: int
    ruin: int

    def to_dict(self) -> dict[str, Any]:
        action = self.action

        recovery = self.recovery

        ruin = self.ruin

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
                "recovery": recovery,
                "ruin": ruin,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        action = cast(Literal["ruin_pair"], d.pop("action"))
        if action != "ruin_pair":
            raise ValueError(f"action must match const 'ruin_pair', got '{action}'")

        recovery = d.pop("recovery")

        ruin = d.pop("ruin")

        maeshowe_ruin_pair = cls(
            action=action,
            recovery=recovery,
            ruin=ruin,
        )

        return maeshowe_ruin_pair
