from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.big_book_end_actions_action import BigBookEndActionsAction

T = TypeVar("T", bound="BigBookEndActions")


@_attrs_define
class BigBookEndActions:
    """Stop taking actions (the active player goes to the recovery phase; a player acting through
    another's spell gives back the actions left).

        Attributes:
            action (BigBookEndActionsAction):
    """

    action: BigBookEndActionsAction

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
        action = BigBookEndActionsAction(d.pop("action"))

        big_book_end_actions = cls(
            action=action,
        )

        return big_book_end_actions
