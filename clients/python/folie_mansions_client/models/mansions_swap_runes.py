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

T = TypeVar("T", bound="MansionsSwapRunes")


@_attrs_define
class MansionsSwapRunes:
    """A puzzle action on runes: swap the stones at `a` and `b` (orthogonal neighbours).

    Attributes:
        a (int): The first stone's position on the rune grid (0-based, row by row).
        action (Literal['swap_runes']): The command's action, always `swap_runes` here (a `LegalAction`'s `action`).
        b (int): The second stone's position, an orthogonal neighbour of `a`.
    """

    a: int
    action: Literal["swap_runes"]
    b: int

    def to_dict(self) -> dict[str, Any]:
        a = self.a

        action = self.action

        b = self.b

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "a": a,
                "action": action,
                "b": b,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        a = d.pop("a")

        action = cast(Literal["swap_runes"], d.pop("action"))
        if action != "swap_runes":
            raise ValueError(f"action must match const 'swap_runes', got '{action}'")

        b = d.pop("b")

        mansions_swap_runes = cls(
            a=a,
            action=action,
            b=b,
        )

        return mansions_swap_runes
