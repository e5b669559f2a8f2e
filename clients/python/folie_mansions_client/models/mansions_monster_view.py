from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="MansionsMonsterView")


@_attrs_define
class MansionsMonsterView:
    """A monster in play.

    Attributes:
        kind (str): The monster's kind.
        space (str): The space it stands in.
        stun (int): Stun tokens on it (H-45).
        uid (int): The monster's id in this match (what commands name it by).
        wounds (int): Wounds taken, against its kind's health (H-45).
    """

    kind: str
    space: str
    stun: int
    uid: int
    wounds: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind

        space = self.space

        stun = self.stun

        uid = self.uid

        wounds = self.wounds

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "kind": kind,
                "space": space,
                "stun": stun,
                "uid": uid,
                "wounds": wounds,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        kind = d.pop("kind")

        space = d.pop("space")

        stun = d.pop("stun")

        uid = d.pop("uid")

        wounds = d.pop("wounds")

        mansions_monster_view = cls(
            kind=kind,
            space=space,
            stun=stun,
            uid=uid,
            wounds=wounds,
        )

        mansions_monster_view.additional_properties = d
        return mansions_monster_view

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
