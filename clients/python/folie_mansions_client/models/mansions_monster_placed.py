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

T = TypeVar("T", bound="MansionsMonsterPlaced")


@_attrs_define
class MansionsMonsterPlaced:
    """A monster enters play (set-up or `summon`).

    Attributes:
        monster (str): The monster's kind (content `monsters`).
        space (str): The space it enters.
        type_ (Literal['monster_placed']): The event's type, always `monster_placed` here (the log entry's `type` too).
        uid (int): The monster's id in this match, as `monster` everywhere.
    """

    monster: str
    space: str
    type_: Literal["monster_placed"]
    uid: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        monster = self.monster

        space = self.space

        type_ = self.type_

        uid = self.uid

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "monster": monster,
                "space": space,
                "type": type_,
                "uid": uid,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        monster = d.pop("monster")

        space = d.pop("space")

        type_ = cast(Literal["monster_placed"], d.pop("type"))
        if type_ != "monster_placed":
            raise ValueError(f"type must match const 'monster_placed', got '{type_}'")

        uid = d.pop("uid")

        mansions_monster_placed = cls(
            monster=monster,
            space=space,
            type_=type_,
            uid=uid,
        )

        mansions_monster_placed.additional_properties = d
        return mansions_monster_placed

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
