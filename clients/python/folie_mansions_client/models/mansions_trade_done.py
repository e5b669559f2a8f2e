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

T = TypeVar("T", bound="MansionsTradeDone")


@_attrs_define
class MansionsTradeDone:
    """TradeDone

    Attributes:
        seat (int): The seat done trading.
        type_ (Literal['trade_done']): The event's type, always `trade_done` here (the log entry's `type` too).
    """

    seat: int
    type_: Literal["trade_done"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "seat": seat,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        seat = d.pop("seat")

        type_ = cast(Literal["trade_done"], d.pop("type"))
        if type_ != "trade_done":
            raise ValueError(f"type must match const 'trade_done', got '{type_}'")

        mansions_trade_done = cls(
            seat=seat,
            type_=type_,
        )

        mansions_trade_done.additional_properties = d
        return mansions_trade_done

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
