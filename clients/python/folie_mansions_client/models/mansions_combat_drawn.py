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

T = TypeVar("T", bound="MansionsCombatDrawn")


@_attrs_define
class MansionsCombatDrawn:
    """Combat cards off the top of `monster_class`'s deck until one matched (H-32, H-34, R-H-23): every card in
    `cards` goes to the discard, the last one is resolved.

        Attributes:
            cards (list[str]): The cards drawn, in order; the last one is resolved, all go to the discard.
            monster_class (str): The combat deck's class: "humanoid", "beast" or "eldritch".
            type_ (Literal['combat_drawn']): The event's type, always `combat_drawn` here (the log entry's `type` too).
    """

    cards: list[str]
    monster_class: str
    type_: Literal["combat_drawn"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        cards = self.cards

        monster_class = self.monster_class

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "cards": cards,
                "monster_class": monster_class,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        cards = cast(list[str], d.pop("cards"))

        monster_class = d.pop("monster_class")

        type_ = cast(Literal["combat_drawn"], d.pop("type"))
        if type_ != "combat_drawn":
            raise ValueError(f"type must match const 'combat_drawn', got '{type_}'")

        mansions_combat_drawn = cls(
            cards=cards,
            monster_class=monster_class,
            type_=type_,
        )

        mansions_combat_drawn.additional_properties = d
        return mansions_combat_drawn

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
