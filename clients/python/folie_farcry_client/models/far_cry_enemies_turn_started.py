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

T = TypeVar("T", bound="FarCryEnemiesTurnStarted")


@_attrs_define
class FarCryEnemiesTurnStarted:
    """The enemies' turn begins (RND-3, L471): the chain acts (the enemy phase).

    Attributes:
        round_ (int): The round whose enemies' turn begins (1-based).
        type_ (Literal['enemies_turn_started']): The event's type, always `enemies_turn_started` here (the log entry's
            `type` too).
    """

    round_: int
    type_: Literal["enemies_turn_started"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        round_ = self.round_

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "round": round_,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        round_ = d.pop("round")

        type_ = cast(Literal["enemies_turn_started"], d.pop("type"))
        if type_ != "enemies_turn_started":
            raise ValueError(
                f"type must match const 'enemies_turn_started', got '{type_}'"
            )

        far_cry_enemies_turn_started = cls(
            round_=round_,
            type_=type_,
        )

        far_cry_enemies_turn_started.additional_properties = d
        return far_cry_enemies_turn_started

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
