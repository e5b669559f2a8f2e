from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.maeshowe_pass_jarl_action import MaeshowePassJarlAction

T = TypeVar("T", bound="MaeshowePassJarl")


@_attrs_define
class MaeshowePassJarl:
    """2 players: pass the Jarl token instead of playing and discarding.

    Attributes:
        action (MaeshowePassJarlAction):
    """

    action: MaeshowePassJarlAction

    def to_dict(self) -> dict[str, Any]:
        action = self.action.value

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
        action = MaeshowePassJarlAction(d.pop("action"))

        maeshowe_pass_jarl = cls(
            action=action,
        )

        return maeshowe_pass_jarl
