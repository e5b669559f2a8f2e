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

T = TypeVar("T", bound="MansionsMonsterMovesOpened")


@_attrs_define
class MansionsMonsterMovesOpened:
    """Each of `monsters` may move up to `spaces` (0: its kind's speed) in this keeper turn (H-51).

    Attributes:
        monsters (list[int]): The uids of the monsters that may move.
        spaces (int): Spaces each may move; 0 for its kind's speed.
        type_ (Literal['monster_moves_opened']): The event's type, always `monster_moves_opened` here (the log entry's
            `type` too).
    """

    monsters: list[int]
    spaces: int
    type_: Literal["monster_moves_opened"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        monsters = self.monsters

        spaces = self.spaces

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "monsters": monsters,
                "spaces": spaces,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        monsters = cast(list[int], d.pop("monsters"))

        spaces = d.pop("spaces")

        type_ = cast(Literal["monster_moves_opened"], d.pop("type"))
        if type_ != "monster_moves_opened":
            raise ValueError(
                f"type must match const 'monster_moves_opened', got '{type_}'"
            )

        mansions_monster_moves_opened = cls(
            monsters=monsters,
            spaces=spaces,
            type_=type_,
        )

        mansions_monster_moves_opened.additional_properties = d
        return mansions_monster_moves_opened

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
