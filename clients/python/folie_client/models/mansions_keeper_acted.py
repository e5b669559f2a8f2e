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

T = TypeVar("T", bound="MansionsKeeperActed")


@_attrs_define
class MansionsKeeperActed:
    """The keeper spends `cost` threat on a keeper action (L52, H-21).

    Attributes:
        action (str): The keeper action card's id.
        cost (int): Threat spent.
        type_ (Literal['keeper_acted']): The event's type, always `keeper_acted` here (the log entry's `type` too).
    """

    action: str
    cost: int
    type_: Literal["keeper_acted"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        action = self.action

        cost = self.cost

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "action": action,
                "cost": cost,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        action = d.pop("action")

        cost = d.pop("cost")

        type_ = cast(Literal["keeper_acted"], d.pop("type"))
        if type_ != "keeper_acted":
            raise ValueError(f"type must match const 'keeper_acted', got '{type_}'")

        mansions_keeper_acted = cls(
            action=action,
            cost=cost,
            type_=type_,
        )

        mansions_keeper_acted.additional_properties = d
        return mansions_keeper_acted

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
