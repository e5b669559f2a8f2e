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

T = TypeVar("T", bound="FarCryJump")


@_attrs_define
class FarCryJump:
    """Acrobatic move over one obstacle or danger, 3 MP (MV-9, R-F-13).

    Attributes:
        action (Literal['jump']): The command's action, always `jump` here (a `LegalAction`'s `action`).
        character (str): The character jumping.
        over (list[int]): An axial coordinate; the third cube coordinate is `-q - r`.
        careful_for (list[str] | Unset): The enemy uids whose zone of control is left carefully, 1 MP each (MV-16).
    """

    action: Literal["jump"]
    character: str
    over: list[int]
    careful_for: list[str] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        action = self.action

        character = self.character

        over = self.over

        careful_for: list[str] | Unset = UNSET
        if not isinstance(self.careful_for, Unset):
            careful_for = self.careful_for

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
                "character": character,
                "over": over,
            }
        )
        if careful_for is not UNSET:
            field_dict["careful_for"] = careful_for

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        action = cast(Literal["jump"], d.pop("action"))
        if action != "jump":
            raise ValueError(f"action must match const 'jump', got '{action}'")

        character = d.pop("character")

        over = cast(list[int], d.pop("over"))

        careful_for = cast(list[str], d.pop("careful_for", UNSET))

        far_cry_jump = cls(
            action=action,
            character=character,
            over=over,
            careful_for=careful_for,
        )

        return far_cry_jump
