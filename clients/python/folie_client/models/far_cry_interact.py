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

T = TypeVar("T", bound="FarCryInteract")


@_attrs_define
class FarCryInteract:
    """Use an adjacent special object, paying its MP (MV-1, L623-627): open a cage (TI-8), climb a
    watchtower (TI-9), take a machine-gun seat (TI-2), turn a bunker door or go through one to the other
    zone (mission 6, L2067, L2073).

        Attributes:
            action (Literal['interact']): The command's action, always `interact` here (a `LegalAction`'s `action`).
            at (list[int]): An axial coordinate; the third cube coordinate is `-q - r`.
            character (str): The character using the object.
    """

    action: Literal["interact"]
    at: list[int]
    character: str

    def to_dict(self) -> dict[str, Any]:
        action = self.action

        at = self.at

        character = self.character

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
                "at": at,
                "character": character,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        action = cast(Literal["interact"], d.pop("action"))
        if action != "interact":
            raise ValueError(f"action must match const 'interact', got '{action}'")

        at = cast(list[int], d.pop("at"))

        character = d.pop("character")

        far_cry_interact = cls(
            action=action,
            at=at,
            character=character,
        )

        return far_cry_interact
