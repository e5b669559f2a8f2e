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

T = TypeVar("T", bound="BigBookEndActions")


@_attrs_define
class BigBookEndActions:
    """Stop taking actions (the active player goes to the recovery phase; a player acting through
    another's spell gives back the actions left).

        Attributes:
            action (Literal['end_actions']): The command's action, always `end_actions` here (a `LegalAction`'s `action`).
    """

    action: Literal["end_actions"]

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
        action = cast(Literal["end_actions"], d.pop("action"))
        if action != "end_actions":
            raise ValueError(f"action must match const 'end_actions', got '{action}'")

        big_book_end_actions = cls(
            action=action,
        )

        return big_book_end_actions
