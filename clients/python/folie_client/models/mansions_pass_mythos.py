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

T = TypeVar("T", bound="MansionsPassMythos")


@_attrs_define
class MansionsPassMythos:
    """No mythos now; `turn`: none for the rest of this investigator's turn.

    Attributes:
        action (Literal['pass_mythos']): The command's action, always `pass_mythos` here (a `LegalAction`'s `action`).
        turn (bool | Unset): True to pass for the rest of this investigator's turn, not just this window. Default:
            False.
    """

    action: Literal["pass_mythos"]
    turn: bool | Unset = False

    def to_dict(self) -> dict[str, Any]:
        action = self.action

        turn = self.turn

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
            }
        )
        if turn is not UNSET:
            field_dict["turn"] = turn

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        action = cast(Literal["pass_mythos"], d.pop("action"))
        if action != "pass_mythos":
            raise ValueError(f"action must match const 'pass_mythos', got '{action}'")

        turn = d.pop("turn", UNSET)

        mansions_pass_mythos = cls(
            action=action,
            turn=turn,
        )

        return mansions_pass_mythos
