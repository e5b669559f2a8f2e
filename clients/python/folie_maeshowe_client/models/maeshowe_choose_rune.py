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

from ..models.maeshowe_choose_rune_rune import MaeshoweChooseRuneRune

T = TypeVar("T", bound="MaeshoweChooseRune")


@_attrs_define
class MaeshoweChooseRune:
    """Espoir played: the rune of the Dig it counts as.

    Attributes:
        action (Literal['choose_rune']): The command's action, always `choose_rune` here (a `LegalAction`'s `action`).
        rune (MaeshoweChooseRuneRune): The Dig rune Espoir counts as on the line.
    """

    action: Literal["choose_rune"]
    rune: MaeshoweChooseRuneRune

    def to_dict(self) -> dict[str, Any]:
        action = self.action

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
        action = cast(Literal["choose_rune"], d.pop("action"))
        if action != "choose_rune":
            raise ValueError(f"action must match const 'choose_rune', got '{action}'")

        rune = MaeshoweChooseRuneRune(d.pop("rune"))

        maeshowe_choose_rune = cls(
            action=action,
            rune=rune,
        )

        return maeshowe_choose_rune
