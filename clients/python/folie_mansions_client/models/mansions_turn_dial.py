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

from ..models.mansions_turn_dial_step import MansionsTurnDialStep

T = TypeVar("T", bound="MansionsTurnDial")


@_attrs_define
class MansionsTurnDial:
    """A puzzle action on a dial lock: turn `dial` one notch (`step` +1 or -1); linked dials follow.

    Attributes:
        action (Literal['turn_dial']): The command's action, always `turn_dial` here (a `LegalAction`'s `action`).
        dial (str): The dial's id on the lock.
        step (MansionsTurnDialStep): One notch forward (`1`) or back (`-1`).
    """

    action: Literal["turn_dial"]
    dial: str
    step: MansionsTurnDialStep

    def to_dict(self) -> dict[str, Any]:
        action = self.action

        dial = self.dial

        step = self.step.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
                "dial": dial,
                "step": step,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        action = cast(Literal["turn_dial"], d.pop("action"))
        if action != "turn_dial":
            raise ValueError(f"action must match const 'turn_dial', got '{action}'")

        dial = d.pop("dial")

        step = MansionsTurnDialStep(d.pop("step"))

        mansions_turn_dial = cls(
            action=action,
            dial=dial,
            step=step,
        )

        return mansions_turn_dial
