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

from ..models.far_cry_enemy_choice_asked_kind import FarCryEnemyChoiceAskedKind

T = TypeVar("T", bound="FarCryEnemyChoiceAsked")


@_attrs_define
class FarCryEnemyChoiceAsked:
    """EN-16 (L1112), R-F-34: several moves satisfy the behaviour; the players pick the hex.

    Attributes:
        kind (FarCryEnemyChoiceAskedKind): What is chosen: a `move` destination or a `cover` hex.
        mp (int): The unit's movement points left.
        options (list[list[int]]): The hexes to choose from, each `[q, r]`.
        step (int): The index of the behaviour instruction waiting (0-based).
        type_ (Literal['enemy_choice_asked']): The event's type, always `enemy_choice_asked` here (the log entry's
            `type` too).
        uid (str): The unit whose move the players choose.
    """

    kind: FarCryEnemyChoiceAskedKind
    mp: int
    options: list[list[int]]
    step: int
    type_: Literal["enemy_choice_asked"]
    uid: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        mp = self.mp

        options = []
        for options_item_data in self.options:
            options_item = options_item_data

            options.append(options_item)

        step = self.step

        type_ = self.type_

        uid = self.uid

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "kind": kind,
                "mp": mp,
                "options": options,
                "step": step,
                "type": type_,
                "uid": uid,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        kind = FarCryEnemyChoiceAskedKind(d.pop("kind"))

        mp = d.pop("mp")

        options = []
        _options = d.pop("options")
        for options_item_data in _options:
            options_item = cast(list[int], options_item_data)

            options.append(options_item)

        step = d.pop("step")

        type_ = cast(Literal["enemy_choice_asked"], d.pop("type"))
        if type_ != "enemy_choice_asked":
            raise ValueError(
                f"type must match const 'enemy_choice_asked', got '{type_}'"
            )

        uid = d.pop("uid")

        far_cry_enemy_choice_asked = cls(
            kind=kind,
            mp=mp,
            options=options,
            step=step,
            type_=type_,
            uid=uid,
        )

        far_cry_enemy_choice_asked.additional_properties = d
        return far_cry_enemy_choice_asked

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
