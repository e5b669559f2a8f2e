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

T = TypeVar("T", bound="MansionsMonsterKilled")


@_attrs_define
class MansionsMonsterKilled:
    """MonsterKilled

    Attributes:
        monster (int): The killed monster's uid.
        type_ (Literal['monster_killed']): The event's type, always `monster_killed` here (the log entry's `type` too).
    """

    monster: int
    type_: Literal["monster_killed"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        monster = self.monster

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "monster": monster,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        monster = d.pop("monster")

        type_ = cast(Literal["monster_killed"], d.pop("type"))
        if type_ != "monster_killed":
            raise ValueError(f"type must match const 'monster_killed', got '{type_}'")

        mansions_monster_killed = cls(
            monster=monster,
            type_=type_,
        )

        mansions_monster_killed.additional_properties = d
        return mansions_monster_killed

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
