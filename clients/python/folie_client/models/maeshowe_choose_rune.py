from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.maeshowe_choose_rune_action import MaeshoweChooseRuneAction
from ..models.maeshowe_choose_rune_rune import MaeshoweChooseRuneRune

T = TypeVar("T", bound="MaeshoweChooseRune")


@_attrs_define
class MaeshoweChooseRune:
    """Espoir played: the rune of the Dig it counts as.

    Attributes:
        action (MaeshoweChooseRuneAction):
        rune (MaeshoweChooseRuneRune):
    """

    action: MaeshoweChooseRuneAction
    rune: MaeshoweChooseRuneRune

    def to_dict(self) -> dict[str, Any]:
        action = self.action.value

        rune = self.rune.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
                "rune": rune,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        action = MaeshoweChooseRuneAction(d.pop("action"))

        rune = MaeshoweChooseRuneRune(d.pop("rune"))

        maeshowe_choose_rune = cls(
            action=action,
            rune=rune,
        )

        return maeshowe_choose_rune
