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

T = TypeVar("T", bound="MansionsAbilityUsed")


@_attrs_define
class MansionsAbilityUsed:
    """A mental trait's once-per-game ability (traits, H-64); `action` when it is the turn's action.

    Attributes:
        action (bool): True when the ability is the turn's action.
        seat (int): The investigator's seat.
        target (int | None): The chosen investigator's seat or monster's uid; `null` when the ability names none.
        trait (str): The mental trait's id whose ability is used.
        type_ (Literal['ability_used']): The event's type, always `ability_used` here (the log entry's `type` too).
    """

    action: bool
    seat: int
    target: int | None
    trait: str
    type_: Literal["ability_used"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        action = self.action

        seat = self.seat

        target: int | None
        target = self.target

        trait = self.trait

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "action": action,
                "seat": seat,
                "target": target,
                "trait": trait,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        action = d.pop("action")

        seat = d.pop("seat")

        def _parse_target(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        target = _parse_target(d.pop("target"))

        trait = d.pop("trait")

        type_ = cast(Literal["ability_used"], d.pop("type"))
        if type_ != "ability_used":
            raise ValueError(f"type must match const 'ability_used', got '{type_}'")

        mansions_ability_used = cls(
            action=action,
            seat=seat,
            target=target,
            trait=trait,
            type_=type_,
        )

        mansions_ability_used.additional_properties = d
        return mansions_ability_used

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
