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

T = TypeVar("T", bound="FarCryExploreRerolls")


@_attrs_define
class FarCryExploreRerolls:
    """EX-19 (L1366): on a hunt, re-rolls bought at 1 MP each before rolling (0: the free roll only).

    Attributes:
        action (Literal['explore_rerolls']): The command's action, always `explore_rerolls` here (a `LegalAction`'s
            `action`).
        character (str): The explorer on the hunt.
        rerolls (int): Re-rolls to buy, 1 MP each (0: the free roll only).
    """

    action: Literal["explore_rerolls"]
    character: str
    rerolls: int

    def to_dict(self) -> dict[str, Any]:
        action = self.action

        character = self.character

        rerolls = self.rerolls

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
                "character": character,
                "rerolls": rerolls,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        action = cast(Literal["explore_rerolls"], d.pop("action"))
        if action != "explore_rerolls":
            raise ValueError(
                f"action must match const 'explore_rerolls', got '{action}'"
            )

        character = d.pop("character")

        rerolls = d.pop("rerolls")

        far_cry_explore_rerolls = cls(
            action=action,
            character=character,
            rerolls=rerolls,
        )

        return far_cry_explore_rerolls
