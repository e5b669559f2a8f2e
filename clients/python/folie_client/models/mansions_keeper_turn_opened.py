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

T = TypeVar("T", bound="MansionsKeeperTurnOpened")


@_attrs_define
class MansionsKeeperTurnOpened:
    """Steps 4-5 (cards, monster attacks: part 2) wait for the keeper's `end_keeper_turn`.

    Attributes:
        deadline (float | None): When the keeper's turn lapses, server time in Unix seconds; `null` without a time
            limit.
        type_ (Literal['keeper_turn_opened']): The event's type, always `keeper_turn_opened` here (the log entry's
            `type` too).
    """

    deadline: float | None
    type_: Literal["keeper_turn_opened"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        deadline: float | None
        deadline = self.deadline

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "deadline": deadline,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_deadline(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        deadline = _parse_deadline(d.pop("deadline"))

        type_ = cast(Literal["keeper_turn_opened"], d.pop("type"))
        if type_ != "keeper_turn_opened":
            raise ValueError(
                f"type must match const 'keeper_turn_opened', got '{type_}'"
            )

        mansions_keeper_turn_opened = cls(
            deadline=deadline,
            type_=type_,
        )

        mansions_keeper_turn_opened.additional_properties = d
        return mansions_keeper_turn_opened

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
