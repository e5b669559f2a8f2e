from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.mansions_swap_runes_action import MansionsSwapRunesAction

T = TypeVar("T", bound="MansionsSwapRunes")


@_attrs_define
class MansionsSwapRunes:
    """A puzzle action on runes: swap the stones at `a` and `b` (orthogonal neighbours).

    Attributes:
        a (int):
        action (MansionsSwapRunesAction):
        b (int):
    """

    a: int
    action: MansionsSwapRunesAction
    b: int

    def to_dict(self) -> dict[str, Any]:
        a = self.a

        action = self.action.value

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

        action = MansionsSwapRunesAction(d.pop("action"))

        b = d.pop("b")

        mansions_swap_runes = cls(
            a=a,
            action=action,
            b=b,
        )

        return mansions_swap_runes
