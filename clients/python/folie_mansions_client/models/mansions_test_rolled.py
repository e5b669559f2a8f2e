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
from attrs import field as _attrs_field

T = TypeVar("T", bound="MansionsTestRolled")


@_attrs_define
class MansionsTestRolled:
    """A d10 test (H-42): `target` is the modified attribute, `skill` whether a skill point was
    spent on it; `why` names the rule that asked for it (horror, evade, obstacle, effect).

        Attributes:
            attribute (str): The attribute tested: strength, dexterity, marksmanship, intellect, willpower, lore or luck.
            roll (int): The d10's face (1-10).
            seat (int): The tested investigator's seat.
            skill (bool): True when a skill point was spent on it.
            success (bool): True when the roll was at or under `target`.
            target (int): The number to roll at or under on the d10: the modified attribute.
            type_ (Literal['test_rolled']): The event's type, always `test_rolled` here (the log entry's `type` too).
            why (str): What asked for the test: "horror", "evade", "obstacle", "effect"...
    """

    attribute: str
    roll: int
    seat: int
    skill: bool
    success: bool
    target: int
    type_: Literal["test_rolled"]
    why: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        attribute = self.attribute

        roll = self.roll

        seat = self.seat

        skill = self.skill

        success = self.success

        target = self.target

        type_ = self.type_

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
                "type": type_,
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

        type_ = cast(Literal["test_rolled"], d.pop("type"))
        if type_ != "test_rolled":
            raise ValueError(f"type must match const 'test_rolled', got '{type_}'")

        why = d.pop("why")

        mansions_test_rolled = cls(
            attribute=attribute,
            roll=roll,
            seat=seat,
            skill=skill,
            success=success,
            target=target,
            type_=type_,
            why=why,
        )

        mansions_test_rolled.additional_properties = d
        return mansions_test_rolled

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
