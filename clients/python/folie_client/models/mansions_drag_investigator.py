from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.mansions_drag_investigator_action import MansionsDragInvestigatorAction

T = TypeVar("T", bound="MansionsDragInvestigator")


@_attrs_define
class MansionsDragInvestigator:
    """The keeper moves the investigator a monster's attack drags, one space to `space` (H-34 specials).

    Attributes:
        action (MansionsDragInvestigatorAction):
        space (str):
    """

    action: MansionsDragInvestigatorAction
    space: str

    def to_dict(self) -> dict[str, Any]:
        action = self.action.value

        space = self.space

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
                "space": space,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        action = MansionsDragInvestigatorAction(d.pop("action"))

        space = d.pop("space")

        mansions_drag_investigator = cls(
            action=action,
            space=space,
        )

        return mansions_drag_investigator
