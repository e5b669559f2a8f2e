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

T = TypeVar("T", bound="FarCryEnemyChoiceMade")


@_attrs_define
class FarCryEnemyChoiceMade:
    """The players' answer to `EnemyChoiceAsked`: the unit moves to `at` and its chain resumes.

    Attributes:
        at (list[int]): An axial coordinate; the third cube coordinate is `-q - r`.
        seat (int): The seat that chose (0-based).
        type_ (Literal['enemy_choice_made']): The event's type, always `enemy_choice_made` here (the log entry's `type`
            too).
        uid (str): The unit that moves.
    """

    at: list[int]
    seat: int
    type_: Literal["enemy_choice_made"]
    uid: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        at = self.at

        seat = self.seat

        type_ = self.type_

        uid = self.uid

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "at": at,
                "seat": seat,
                "type": type_,
                "uid": uid,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        at = cast(list[int], d.pop("at"))

        seat = d.pop("seat")

        type_ = cast(Literal["enemy_choice_made"], d.pop("type"))
        if type_ != "enemy_choice_made":
            raise ValueError(
                f"type must match const 'enemy_choice_made', got '{type_}'"
            )

        uid = d.pop("uid")

        far_cry_enemy_choice_made = cls(
            at=at,
            seat=seat,
            type_=type_,
            uid=uid,
        )

        far_cry_enemy_choice_made.additional_properties = d
        return far_cry_enemy_choice_made

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
