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

T = TypeVar("T", bound="BigBookUsePower")


@_attrs_define
class BigBookUsePower:
    """Pouvoir de Magicien, once per turn during your own turn.

    Attributes:
        action (Literal['use_power']): The command's action, always `use_power` here (a `LegalAction`'s `action`).
    """

    action: Literal["use_power"]

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
        action = cast(Literal["use_power"], d.pop("action"))
        if action != "use_power":
            raise ValueError(f"action must match const 'use_power', got '{action}'")

        big_book_use_power = cls(
            action=action,
        )

        return big_book_use_power
