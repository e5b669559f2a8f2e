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

T = TypeVar("T", bound="MansionsTradeOpened")


@_attrs_define
class MansionsTradeOpened:
    """Keeper step 1 (L46): investigators sharing a space may give cards; `waiting` must say done.

    Attributes:
        type_ (Literal['trade_opened']): The event's type, always `trade_opened` here (the log entry's `type` too).
        waiting (list[int]): The seats that must say done before the keeper's turn goes on.
    """

    type_: Literal["trade_opened"]
    waiting: list[int]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        waiting = self.waiting

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "type": type_,
                "waiting": waiting,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        type_ = cast(Literal["trade_opened"], d.pop("type"))
        if type_ != "trade_opened":
            raise ValueError(f"type must match const 'trade_opened', got '{type_}'")

        waiting = cast(list[int], d.pop("waiting"))

        mansions_trade_opened = cls(
            type_=type_,
            waiting=waiting,
        )

        mansions_trade_opened.additional_properties = d
        return mansions_trade_opened

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
