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

T = TypeVar("T", bound="FarCryRegrouped")


@_attrs_define
class FarCryRegrouped:
    """EX-15: a move through spent revealed cards, 1 MP per card entered.

    Attributes:
        character (str): The explorer regrouping.
        cost (int): Movement points paid (1 per card entered).
        to (str): The cell joined, as `"x,y"`.
        type_ (Literal['exploration_regrouped']): The event's type, always `exploration_regrouped` here (the log entry's
            `type` too).
    """

    character: str
    cost: int
    to: str
    type_: Literal["exploration_regrouped"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        character = self.character

        cost = self.cost

        to = self.to

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "character": character,
                "cost": cost,
                "to": to,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        character = d.pop("character")

        cost = d.pop("cost")

        to = d.pop("to")

        type_ = cast(Literal["exploration_regrouped"], d.pop("type"))
        if type_ != "exploration_regrouped":
            raise ValueError(
                f"type must match const 'exploration_regrouped', got '{type_}'"
            )

        far_cry_regrouped = cls(
            character=character,
            cost=cost,
            to=to,
            type_=type_,
        )

        far_cry_regrouped.additional_properties = d
        return far_cry_regrouped

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
