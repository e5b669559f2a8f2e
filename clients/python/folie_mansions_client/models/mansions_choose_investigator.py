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

T = TypeVar("T", bound="MansionsChooseInvestigator")


@_attrs_define
class MansionsChooseInvestigator:
    """An investigator and its traits (H-3); also a dead investigator's replacement (H-62).

    Attributes:
        action (Literal['choose_investigator']): The command's action, always `choose_investigator` here (a
            `LegalAction`'s `action`).
        investigator (str): The investigator's id (content `investigators`).
        mental (str): The mental trait's id (sets intellect, willpower, lore, luck).
        physical (str): The physical trait's id (sets strength, dexterity, marksmanship).
    """

    action: Literal["choose_investigator"]
    investigator: str
    mental: str
    physical: str

    def to_dict(self) -> dict[str, Any]:
        action = self.action

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
        action = cast(Literal["choose_investigator"], d.pop("action"))
        if action != "choose_investigator":
            raise ValueError(
                f"action must match const 'choose_investigator', got '{action}'"
            )

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
