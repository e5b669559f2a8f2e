from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.montagnes_end_encounter_action import MontagnesEndEncounterAction

T = TypeVar("T", bound="MontagnesEndEncounter")


@_attrs_define
class MontagnesEndEncounter:
    """The Leader lets the resolution begin without using a token.

    Attributes:
        action (MontagnesEndEncounterAction):
    """

    action: MontagnesEndEncounterAction

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
        action = MontagnesEndEncounterAction(d.pop("action"))

        montagnes_end_encounter = cls(
            action=action,
        )

        return montagnes_end_encounter
