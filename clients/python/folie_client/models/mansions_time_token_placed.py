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

T = TypeVar("T", bound="MansionsTimeTokenPlaced")


@_attrs_define
class MansionsTimeTokenPlaced:
    """Step 6 (L62): a time token on the event deck's top card.

    Attributes:
        event (str): The event card's id taking the token.
        type_ (Literal['time_token_placed']): The event's type, always `time_token_placed` here (the log entry's `type`
            too).
    """

    event: str
    type_: Literal["time_token_placed"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        event = self.event

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "event": event,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        event = d.pop("event")

        type_ = cast(Literal["time_token_placed"], d.pop("type"))
        if type_ != "time_token_placed":
            raise ValueError(
                f"type must match const 'time_token_placed', got '{type_}'"
            )

        mansions_time_token_placed = cls(
            event=event,
            type_=type_,
        )

        mansions_time_token_placed.additional_properties = d
        return mansions_time_token_placed

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
