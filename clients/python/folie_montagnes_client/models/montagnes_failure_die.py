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

T = TypeVar("T", bound="MontagnesFailureDie")


@_attrs_define
class MontagnesFailureDie:
    """A failed trial's consequence: roll the penalty die (dé Malus).

    Attributes:
        action (Literal['failure_die']): The command's action, always `failure_die` here (a `LegalAction`'s `action`).
        trial (int): The failed trial's index (`MontagnesView.failures`).
    """

    action: Literal["failure_die"]
    trial: int

    def to_dict(self) -> dict[str, Any]:
        action = self.action

        trial = self.trial

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
                "trial": trial,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        action = cast(Literal["failure_die"], d.pop("action"))
        if action != "failure_die":
            raise ValueError(f"action must match const 'failure_die', got '{action}'")

        trial = d.pop("trial")

        montagnes_failure_die = cls(
            action=action,
            trial=trial,
        )

        return montagnes_failure_die
