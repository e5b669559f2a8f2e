from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.big_book_use_power_action import BigBookUsePowerAction

T = TypeVar("T", bound="BigBookUsePower")


@_attrs_define
class BigBookUsePower:
    """Pouvoir de Magicien, once per turn during your own turn.

    Attributes:
        action (BigBookUsePowerAction):
    """

    action: BigBookUsePowerAction

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
        action = BigBookUsePowerAction(d.pop("action"))

        big_book_use_power = cls(
            action=action,
        )

        return big_book_use_power
