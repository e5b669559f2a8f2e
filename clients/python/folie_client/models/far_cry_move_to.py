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

T = TypeVar("T", bound="FarCryMoveTo")


@_attrs_define
class FarCryMoveTo:
    """Go to a reachable hex (`"q,r"`, as the legal actions list them) by its fastest route: steps,
    jumps and zip lines as `paths.reachable` finds them; `careful` pays every zone of control left.

        Attributes:
            action (Literal['move_to']): The command's action, always `move_to` here (a `LegalAction`'s `action`).
            character (str): The character moving.
            to (str): The destination hex as `"q,r"`, as the legal actions list it.
            careful (bool | Unset): True to pay 1 MP for every zone of control left (MV-16) rather than be exposed. Default:
                False.
    """

    action: Literal["move_to"]
    character: str
    to: str
    careful: bool | Unset = False

    def to_dict(self) -> dict[str, Any]:
        action = self.action

        character = self.character

        to = self.to

        careful = self.careful

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
                "character": character,
                "to": to,
            }
        )
        if careful is not UNSET:
            field_dict["careful"] = careful

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        action = cast(Literal["move_to"], d.pop("action"))
        if action != "move_to":
            raise ValueError(f"action must match const 'move_to', got '{action}'")

        character = d.pop("character")

        to = d.pop("to")

        careful = d.pop("careful", UNSET)

        far_cry_move_to = cls(
            action=action,
            character=character,
            to=to,
            careful=careful,
        )

        return far_cry_move_to
