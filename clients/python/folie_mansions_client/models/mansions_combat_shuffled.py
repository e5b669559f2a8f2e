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

T = TypeVar("T", bound="MansionsCombatShuffled")


@_attrs_define
class MansionsCombatShuffled:
    """A class's combat deck ran out: its discard shuffled into `deck` (R-H-23; the order is the keeper's secret).

    Attributes:
        deck (list[str]): The reshuffled deck's card ids, top first (the keeper's secret); in seats' copies listed in id
            order.
        monster_class (str): The combat deck's class: "humanoid", "beast" or "eldritch".
        type_ (Literal['combat_shuffled']): The event's type, always `combat_shuffled` here (the log entry's `type`
            too).
    """

    deck: list[str]
    monster_class: str
    type_: Literal["combat_shuffled"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        deck = self.deck

        monster_class = self.monster_class

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "deck": deck,
                "monster_class": monster_class,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        deck = cast(list[str], d.pop("deck"))

        monster_class = d.pop("monster_class")

        type_ = cast(Literal["combat_shuffled"], d.pop("type"))
        if type_ != "combat_shuffled":
            raise ValueError(f"type must match const 'combat_shuffled', got '{type_}'")

        mansions_combat_shuffled = cls(
            deck=deck,
            monster_class=monster_class,
            type_=type_,
        )

        mansions_combat_shuffled.additional_properties = d
        return mansions_combat_shuffled

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
