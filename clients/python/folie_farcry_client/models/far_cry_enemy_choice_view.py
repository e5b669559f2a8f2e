from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="FarCryEnemyChoiceView")


@_attrs_define
class FarCryEnemyChoiceView:
    """An enemy's move left to the players (EN-16, R-F-34): the unit, the kind and the offered hexes.

    Attributes:
        kind (str): What the choice is for (its movement's kind).
        options (list[list[int]]): The hexes the players may pick from.
        uid (str): The enemy whose hex the players pick.
    """

    kind: str
    options: list[list[int]]
    uid: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind

        options = []
        for options_item_data in self.options:
            options_item = options_item_data

            options.append(options_item)

        uid = self.uid

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "kind": kind,
                "options": options,
                "uid": uid,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        kind = d.pop("kind")

        options = []
        _options = d.pop("options")
        for options_item_data in _options:
            options_item = cast(list[int], options_item_data)

            options.append(options_item)

        uid = d.pop("uid")

        far_cry_enemy_choice_view = cls(
            kind=kind,
            options=options,
            uid=uid,
        )

        far_cry_enemy_choice_view.additional_properties = d
        return far_cry_enemy_choice_view

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
