from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.big_book_choose_pile_action import BigBookChoosePileAction

T = TypeVar("T", bound="BigBookChoosePile")


@_attrs_define
class BigBookChoosePile:
    """ChoosePile

    Attributes:
        action (BigBookChoosePileAction):
        pile (str):
    """

    action: BigBookChoosePileAction
    pile: str

    def to_dict(self) -> dict[str, Any]:
        action = self.action.value

        pile = self.pile

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
                "pile": pile,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        action = BigBookChoosePileAction(d.pop("action"))

        pile = d.pop("pile")

        big_book_choose_pile = cls(
            action=action,
            pile=pile,
        )

        return big_book_choose_pile
