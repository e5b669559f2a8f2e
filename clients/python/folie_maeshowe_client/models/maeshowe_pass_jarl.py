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

T = TypeVar("T", bound="MaeshowePassJarl")


@_attrs_define
class MaeshowePassJarl:
    """2 players: pass the Jarl token instead of playing and discarding.

    Attributes:
        action (Literal['pass_jarl']): The command's action, always `pass_jarl` here (a `LegalAction`'s `action`).
    """

    action: Literal["pass_jarl"]

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
        action = cast(Literal["pass_jarl"], d.pop("action"))
        if action != "pass_jarl":
            raise ValueError(f"action must match const 'pass_jarl', got '{action}'")

        maeshowe_pass_jarl = cls(
            action=action,
        )

        return maeshowe_pass_jarl
