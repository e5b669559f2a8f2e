from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.mansions_explore_action import MansionsExploreAction

T = TypeVar("T", bound="MansionsExplore")


@_attrs_define
class MansionsExplore:
    """The action: take the room's exploration cards (designed).

    Attributes:
        action (MansionsExploreAction):
    """

    action: MansionsExploreAction

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
        action = MansionsExploreAction(d.pop("action"))

        mansions_explore = cls(
            action=action,
        )

        return mansions_explore
