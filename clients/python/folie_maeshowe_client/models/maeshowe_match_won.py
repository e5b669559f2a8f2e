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

T = TypeVar("T", bound="MaeshoweMatchWon")


@_attrs_define
class MaeshoweMatchWon:
    """The players escape: the last passage token is gone.

    Attributes:
        detail (str): Why, in English.
        reason (Literal['escaped']): Why: `escaped`.
        type_ (Literal['match_won']): The event's type, always `match_won` here (the log entry's `type` too).
    """

    detail: str
    reason: Literal["escaped"]
    type_: Literal["match_won"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        detail = self.detail

        reason = self.reason

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "detail": detail,
                "reason": reason,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        detail = d.pop("detail")

        reason = cast(Literal["escaped"], d.pop("reason"))
        if reason != "escaped":
            raise ValueError(f"reason must match const 'escaped', got '{reason}'")

        type_ = cast(Literal["match_won"], d.pop("type"))
        if type_ != "match_won":
            raise ValueError(f"type must match const 'match_won', got '{type_}'")

        maeshowe_match_won = cls(
            detail=detail,
            reason=reason,
            type_=type_,
        )

        maeshowe_match_won.additional_properties = d
        return maeshowe_match_won

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
