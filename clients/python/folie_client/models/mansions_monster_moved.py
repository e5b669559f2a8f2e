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

T = TypeVar("T", bound="MansionsMonsterMoved")


@_attrs_define
class MansionsMonsterMoved:
    """A monster moves one space (H-51, H-54, H-55); `spent` its whole move (a barricade held).

    Attributes:
        monster (int): The monster's uid.
        space (None | str): The space it moved to; `null` when it stayed (a barricade held).
        spent (bool): True when its whole move is spent (a barricade held). Default: False.
        type_ (Literal['monster_moved']): The event's type, always `monster_moved` here (the log entry's `type` too).
    """

    monster: int
    space: None | str
    type_: Literal["monster_moved"]
    spent: bool = False
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        monster = self.monster

        space: None | str
        space = self.space

        spent = self.spent

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "monster": monster,
                "space": space,
                "spent": spent,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        monster = d.pop("monster")

        def _parse_space(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        space = _parse_space(d.pop("space"))

        spent = d.pop("spent")

        type_ = cast(Literal["monster_moved"], d.pop("type"))
        if type_ != "monster_moved":
            raise ValueError(f"type must match const 'monster_moved', got '{type_}'")

        mansions_monster_moved = cls(
            monster=monster,
            space=space,
            spent=spent,
            type_=type_,
        )

        mansions_monster_moved.additional_properties = d
        return mansions_monster_moved

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
