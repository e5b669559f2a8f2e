from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="MansionsRolled")


@_attrs_define
class MansionsRolled:
    """A test already rolled earlier in the decision a test prompt holds (its die is public).

    Attributes:
        attribute (str): The attribute tested.
        roll (int): The d10's face (1-10).
        seat (int): The tested investigator's seat.
        skill (bool): True when a skill point was spent on it.
        success (bool): True when the roll was at or under `target`.
        target (int): The number to roll at or under on the d10.
        why (str): What asked for the test (as `TestRolled.why`).
    """

    attribute: str
    roll: int
    seat: int
    skill: bool
    success: bool
    target: int
    why: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        attribute = self.attribute

        roll = self.roll

        seat = self.seat

        skill = self.skill

        success = self.success

        target = self.target

        why = self.why

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "attribute": attribute,
                "roll": roll,
                "seat": seat,
                "skill": skill,
                "success": success,
                "target": target,
                "why": why,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        attribute = d.pop("attribute")

        roll = d.pop("roll")

        seat = d.pop("seat")

        skill = d.pop("skill")

        success = d.pop("success")

        target = d.pop("target")

        why = d.pop("why")

        mansions_rolled = cls(
            attribute=attribute,
            roll=roll,
            seat=seat,
            skill=skill,
            success=success,
            target=target,
            why=why,
        )

        mansions_rolled.additional_properties = d
        return mansions_rolled

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
