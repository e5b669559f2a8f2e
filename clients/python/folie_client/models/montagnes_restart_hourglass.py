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

T = TypeVar("T", bound="MontagnesRestartHourglass")


@_attrs_define
class MontagnesRestartHourglass:
    """Leadership, phase de Rencontre: turn the hourglass again; talk is allowed until a card is placed.

    Attributes:
        action (Literal['restart_hourglass']): The command's action, always `restart_hourglass` here (a `LegalAction`'s
            `action`).
    """

    action: Literal["restart_hourglass"]

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
        action = cast(Literal["restart_hourglass"], d.pop("action"))
        if action != "restart_hourglass":
            raise ValueError(
                f"action must match const 'restart_hourglass', got '{action}'"
            )

        montagnes_restart_hourglass = cls(
            action=action,
        )

        return montagnes_restart_hourglass
