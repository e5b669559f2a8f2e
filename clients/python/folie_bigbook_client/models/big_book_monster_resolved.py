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

T = TypeVar("T", bound="BigBookMonsterResolved")


@_attrs_define
class BigBookMonsterResolved:
    """MonsterResolved

    Attributes:
        defeated (bool): True when the players defeated it.
        page (str): The monster page's id.
        type_ (Literal['monster_resolved']): The event's type, always `monster_resolved` here (the log entry's `type`
            too).
    """

    defeated: bool
    page: str
    type_: Literal["monster_resolved"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        defeated = self.defeated

        page = self.page

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "defeated": defeated,
                "page": page,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        defeated = d.pop("defeated")

        page = d.pop("page")

        type_ = cast(Literal["monster_resolved"], d.pop("type"))
        if type_ != "monster_resolved":
            raise ValueError(f"type must match const 'monster_resolved', got '{type_}'")

        big_book_monster_resolved = cls(
            defeated=defeated,
            page=page,
            type_=type_,
        )

        big_book_monster_resolved.additional_properties = d
        return big_book_monster_resolved

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
