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

T = TypeVar("T", bound="MaeshoweEat")


@_attrs_define
class MaeshoweEat:
    """Manger: spend `food` food, gain that much health.

    Attributes:
        action (Literal['eat']): The command's action, always `eat` here (a `LegalAction`'s `action`).
        food (int): Food tokens to spend (each gives one health point).
    """

    action: Literal["eat"]
    food: int

    def to_dict(self) -> dict[str, Any]:
        action = self.action

        food = self.food

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
                "food": food,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        action = cast(Literal["eat"], d.pop("action"))
        if action != "eat":
            raise ValueError(f"action must match const 'eat', got '{action}'")

        food = d.pop("food")

        maeshowe_eat = cls(
            action=action,
            food=food,
        )

        return maeshowe_eat
