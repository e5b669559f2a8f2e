from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.far_cry_die_roll_die import FarCryDieRollDie

T = TypeVar("T", bound="FarCryDieRoll")


@_attrs_define
class FarCryDieRoll:
    """One die thrown: which die, the face index (0-5) and whether it shows a symbol.

    Attributes:
        die (FarCryDieRollDie): The die's colour: "green", "yellow", "orange", "red", "black" or the "cover" die.
        face (int): The face index rolled (0-5).
        symbol (bool): True when the face shows the symbol (on the cover die: the shield).
    """

    die: FarCryDieRollDie
    face: int
    symbol: bool

    def to_dict(self) -> dict[str, Any]:
        die = self.die.value

        face = self.face

        symbol = self.symbol

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "die": die,
                "face": face,
                "symbol": symbol,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        die = FarCryDieRollDie(d.pop("die"))

        face = d.pop("face")

        symbol = d.pop("symbol")

        far_cry_die_roll = cls(
            die=die,
            face=face,
            symbol=symbol,
        )

        return far_cry_die_roll
