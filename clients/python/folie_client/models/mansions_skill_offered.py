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

T = TypeVar("T", bound="MansionsSkillOffered")


@_attrs_define
class MansionsSkillOffered:
    """The attacked investigator of `seat` may spend a skill point on the attack's test before it is
    rolled (L88, H-43): the attack (`monster`, its drawn `card`) waits for the answer.

        Attributes:
            card (str): The combat card drawn for the attack.
            deadline (float | None): When the offer lapses, server time in Unix seconds; `null` without a time limit.
            monster (int): The attacking monster's uid.
            seat (int): The attacked investigator's seat.
            special (bool): True for the monster's special attack.
            type_ (Literal['skill_offered']): The event's type, always `skill_offered` here (the log entry's `type` too).
    """

    card: str
    deadline: float | None
    monster: int
    seat: int
    special: bool
    type_: Literal["skill_offered"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        deadline: float | None
        deadline = self.deadline

        monster = self.monster

        seat = self.seat

        special = self.special

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "card": card,
                "deadline": deadline,
                "monster": monster,
                "seat": seat,
                "special": special,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        card = d.pop("card")

        def _parse_deadline(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        deadline = _parse_deadline(d.pop("deadline"))

        monster = d.pop("monster")

        seat = d.pop("seat")

        special = d.pop("special")

        type_ = cast(Literal["skill_offered"], d.pop("type"))
        if type_ != "skill_offered":
            raise ValueError(f"type must match const 'skill_offered', got '{type_}'")

        mansions_skill_offered = cls(
            card=card,
            deadline=deadline,
            monster=monster,
            seat=seat,
            special=special,
            type_=type_,
        )

        mansions_skill_offered.additional_properties = d
        return mansions_skill_offered

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
