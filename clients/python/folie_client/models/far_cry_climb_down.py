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

T = TypeVar("T", bound="FarCryClimbDown")


@_attrs_define
class FarCryClimbDown:
    """Leave a watchtower for a free adjacent hex, 2 MP (TI-9, L2255), or a machine-gun seat, 1 MP and
    the step (TI-2, L2179); climbing in or sitting down is `Interact`.

        Attributes:
            action (Literal['climb_down']): The command's action, always `climb_down` here (a `LegalAction`'s `action`).
            character (str): The character climbing down.
            to (list[int]): An axial coordinate; the third cube coordinate is `-q - r`.
    """

    action: Literal["climb_down"]
    character: str
    to: list[int]

    def to_dict(self) -> dict[str, Any]:
        action = self.action

        character = self.character

        to = self.to

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
                "character": character,
                "to": to,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        action = cast(Literal["climb_down"], d.pop("action"))
        if action != "climb_down":
            raise ValueError(f"action must match const 'climb_down', got '{action}'")

        character = d.pop("character")

        to = cast(list[int], d.pop("to"))

        far_cry_climb_down = cls(
            action=action,
            character=character,
            to=to,
        )

        return far_cry_climb_down
