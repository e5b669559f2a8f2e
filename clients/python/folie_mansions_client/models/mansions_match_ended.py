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

T = TypeVar("T", bound="MansionsMatchEnded")


@_attrs_define
class MansionsMatchEnded:
    """`winner` is `keeper` or `investigators`; `reason` the condition met.

    Attributes:
        reason (str): The condition met: an objective's condition tag, "no_investigator" (every investigator dead) or
            "deliver".
        type_ (Literal['match_ended']): The event's type, always `match_ended` here (the log entry's `type` too).
        winner (str): Who won: "keeper" or "investigators".
    """

    reason: str
    type_: Literal["match_ended"]
    winner: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        reason = self.reason

        type_ = self.type_

        winner = self.winner

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "reason": reason,
                "type": type_,
                "winner": winner,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        reason = d.pop("reason")

        type_ = cast(Literal["match_ended"], d.pop("type"))
        if type_ != "match_ended":
            raise ValueError(f"type must match const 'match_ended', got '{type_}'")

        winner = d.pop("winner")

        mansions_match_ended = cls(
            reason=reason,
            type_=type_,
            winner=winner,
        )

        mansions_match_ended.additional_properties = d
        return mansions_match_ended

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
