from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="MansionsPick")


@_attrs_define
class MansionsPick:
    """An investigator and the two traits chosen for it (L12, H-3): one physical, one mental.

    Attributes:
        investigator (str): The investigator's id.
        mental (str): The mental trait's id (sets intellect, willpower, lore, luck).
        physical (str): The physical trait's id (sets strength, dexterity, marksmanship).
    """

    investigator: str
    mental: str
    physical: str

    def to_dict(self) -> dict[str, Any]:
        investigator = self.investigator

        mental = self.mental

        physical = self.physical

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "investigator": investigator,
                "mental": mental,
                "physical": physical,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        investigator = d.pop("investigator")

        mental = d.pop("mental")

        physical = d.pop("physical")

        mansions_pick = cls(
            investigator=investigator,
            mental=mental,
            physical=physical,
        )

        return mansions_pick
