from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.mansions_choose_investigator_action import (
    MansionsChooseInvestigatorAction,
)

T = TypeVar("T", bound="MansionsChooseInvestigator")


@_attrs_define
class MansionsChooseInvestigator:
    """An investigator and its traits (H-3); also a dead investigator's replacement (H-62).

    Attributes:
        action (MansionsChooseInvestigatorAction):
        investigator (str):
        mental (str):
        physical (str):
    """

    action: MansionsChooseInvestigatorAction
    investigator: str
    mental: str
    physical: str

    def to_dict(self) -> dict[str, Any]:
        action = self.action.value

        investigator = self.investigator

        mental = self.mental

        physical = self.physical

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
                "investigator": investigator,
                "mental": mental,
                "physical": physical,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        action = MansionsChooseInvestigatorAction(d.pop("action"))

        investigator = d.pop("investigator")

        mental = d.pop("mental")

        physical = d.pop("physical")

        mansions_choose_investigator = cls(
            action=action,
            investigator=investigator,
            mental=mental,
            physical=physical,
        )

        return mansions_choose_investigator
