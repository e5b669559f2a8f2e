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

T = TypeVar("T", bound="MontagnesAcceptDie")


@_attrs_define
class MontagnesAcceptDie:
    """AcceptDie

    Attributes:
        action (Literal['accept_die']): The command's action, always `accept_die` here (a `LegalAction`'s `action`).
    """

    action: Literal["accept_die"]

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
        action = cast(Literal["accept_die"], d.pop("action"))
        if action != "accept_die":
            raise ValueError(f"action must match const 'accept_die', got '{action}'")

        montagnes_accept_die = cls(
            action=action,
        )

        return montagnes_accept_die
