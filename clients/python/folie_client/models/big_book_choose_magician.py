from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.big_book_choose_magician_action import BigBookChooseMagicianAction

T = TypeVar("T", bound="BigBookChooseMagician")


@_attrs_define
class BigBookChooseMagician:
    """ChooseMagician

    Attributes:
        action (BigBookChooseMagicianAction):
        magician (str):
    """

    action: BigBookChooseMagicianAction
    magician: str

    def to_dict(self) -> dict[str, Any]:
        action = self.action.value

        magician = self.magician

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
                "magician": magician,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        action = BigBookChooseMagicianAction(d.pop("action"))

        magician = d.pop("magician")

        big_book_choose_magician = cls(
            action=action,
            magician=magician,
        )

        return big_book_choose_magician
