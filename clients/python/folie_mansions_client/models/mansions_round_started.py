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

T = TypeVar("T", bound="MansionsRoundStarted")


@_attrs_define
class MansionsRoundStarted:
    """A new round: every investigator plays, then the keeper (H-4).

    Attributes:
        round_ (int): The round now begun (1-based).
        start (str): The start space (where investigators enter).
        type_ (Literal['round_started']): The event's type, always `round_started` here (the log entry's `type` too).
    """

    round_: int
    start: str
    type_: Literal["round_started"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        round_ = self.round_

        start = self.start

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "round": round_,
                "start": start,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        round_ = d.pop("round")

        start = d.pop("start")

        type_ = cast(Literal["round_started"], d.pop("type"))
        if type_ != "round_started":
            raise ValueError(f"type must match const 'round_started', got '{type_}'")

        mansions_round_started = cls(
            round_=round_,
            start=start,
            type_=type_,
        )

        mansions_round_started.additional_properties = d
        return mansions_round_started

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
