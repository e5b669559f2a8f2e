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

T = TypeVar("T", bound="MansionsClaimTurn")


@_attrs_define
class MansionsClaimTurn:
    """Take the next investigator turn (R-H-22).

    Attributes:
        action (Literal['claim_turn']): The command's action, always `claim_turn` here (a `LegalAction`'s `action`).
    """

    action: Literal["claim_turn"]

    def to_dict(self) -> dict[str, Any]:
        action = self.action

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        action = cast(Literal["claim_turn"], d.pop("action"))
        if action != "claim_turn":
            raise ValueError(f"action must match const 'claim_turn', got '{action}'")

        mansions_claim_turn = cls(
            action=action,
        )

        return mansions_claim_turn
