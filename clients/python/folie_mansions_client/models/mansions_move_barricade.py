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

T = TypeVar("T", bound="MansionsMoveBarricade")


@_attrs_define
class MansionsMoveBarricade:
    """The action (H-50, R-H-14): put a barricade of your space on one of its doors, or take one off.

    Attributes:
        action (Literal['move_barricade']): The command's action, always `move_barricade` here (a `LegalAction`'s
            `action`).
        to (str): Where it goes: a door of the space, or the space itself to take it off its door.
        token (str): The barricade token's id.
    """

    action: Literal["move_barricade"]
    to: str
    token: str

    def to_dict(self) -> dict[str, Any]:
        action = self.action

        to = self.to

        token = self.token

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
                "to": to,
                "token": token,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        action = cast(Literal["move_barricade"], d.pop("action"))
        if action != "move_barricade":
            raise ValueError(
                f"action must match const 'move_barricade', got '{action}'"
            )

        to = d.pop("to")

        token = d.pop("token")

        mansions_move_barricade = cls(
            action=action,
            to=to,
            token=token,
        )

        return mansions_move_barricade
