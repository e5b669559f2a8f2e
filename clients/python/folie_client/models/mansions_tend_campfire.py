from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.mansions_tend_campfire_action import MansionsTendCampfireAction

T = TypeVar("T", bound="MansionsTendCampfire")


@_attrs_define
class MansionsTendCampfire:
    """The action at the campfire: destroy every corpse in its space (H-56, R-H-30).

    Attributes:
        action (MansionsTendCampfireAction):
    """

    action: MansionsTendCampfireAction

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
        action = MansionsTendCampfireAction(d.pop("action"))

        mansions_tend_campfire = cls(
            action=action,
        )

        return mansions_tend_campfire
