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

T = TypeVar("T", bound="MansionsExplore")


@_attrs_define
class MansionsExplore:
    """The action: take the room's exploration cards (designed).

    Attributes:
        action (Literal['explore']): The command's action, always `explore` here (a `LegalAction`'s `action`).
    """

    action: Literal["explore"]

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
        action = cast(Literal["explore"], d.pop("action"))
        if action != "explore":
            raise ValueError(f"action must match const 'explore', got '{action}'")

        mansions_explore = cls(
            action=action,
        )

        return mansions_explore
