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

T = TypeVar("T", bound="FarCryExploreChoose")


@_attrs_define
class FarCryExploreChoose:
    """Step 2 (EX-12, EX-23): a card beside one of your arrows (`"x,y"`) or a face-up secret place;
    hidden from the other seats until everyone has chosen.

        Attributes:
            action (Literal['explore_choose']): The command's action, always `explore_choose` here (a `LegalAction`'s
                `action`).
            character (str): The explorer choosing.
            to (str): The destination: a cell `"x,y"` beside one of the explorer's arrows, or a face-up secret place's id.
            flee_to (str | Unset): Where a forced flight goes (R-F-62), a cell `"x,y"`; the Base camp by default. Default:
                '0,0'.
    """

    action: Literal["explore_choose"]
    character: str
    to: str
    flee_to: str | Unset = "0,0"

    def to_dict(self) -> dict[str, Any]:
        action = self.action

        character = self.character

        to = self.to

        flee_to = self.flee_to

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
                "character": character,
                "to": to,
            }
        )
        if flee_to is not UNSET:
            field_dict["flee_to"] = flee_to

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        action = cast(Literal["explore_choose"], d.pop("action"))
        if action != "explore_choose":
            raise ValueError(
                f"action must match const 'explore_choose', got '{action}'"
            )

        character = d.pop("character")

        to = d.pop("to")

        flee_to = d.pop("flee_to", UNSET)

        far_cry_explore_choose = cls(
            action=action,
            character=character,
            to=to,
            flee_to=flee_to,
        )

        return far_cry_explore_choose
