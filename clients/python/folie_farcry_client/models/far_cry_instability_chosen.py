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

T = TypeVar("T", bound="FarCryInstabilityChosen")


@_attrs_define
class FarCryInstabilityChosen:
    """R-F-46: the Instabilité attack's weapon and target (the player's pick on a tie, else the only
    one); the attack's own events follow.

        Attributes:
            at (list[int]): An axial coordinate; the third cube coordinate is `-q - r`.
            character (str): The character attacking.
            type_ (Literal['instability_chosen']): The event's type, always `instability_chosen` here (the log entry's
                `type` too).
            weapon (str): The weapon id used.
    """

    at: list[int]
    character: str
    type_: Literal["instability_chosen"]
    weapon: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        at = self.at

        character = self.character

        type_ = self.type_

        weapon = self.weapon

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "at": at,
                "character": character,
                "type": type_,
                "weapon": weapon,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        at = cast(list[int], d.pop("at"))

        character = d.pop("character")

        type_ = cast(Literal["instability_chosen"], d.pop("type"))
        if type_ != "instability_chosen":
            raise ValueError(
                f"type must match const 'instability_chosen', got '{type_}'"
            )

        weapon = d.pop("weapon")

        far_cry_instability_chosen = cls(
            at=at,
            character=character,
            type_=type_,
            weapon=weapon,
        )

        far_cry_instability_chosen.additional_properties = d
        return far_cry_instability_chosen

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
