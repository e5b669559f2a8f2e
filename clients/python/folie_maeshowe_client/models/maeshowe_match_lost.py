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

from ..models.maeshowe_match_lost_reason import MaeshoweMatchLostReason

T = TypeVar("T", bound="MaeshoweMatchLost")


@_attrs_define
class MaeshoweMatchLost:
    """The players lose.

    Attributes:
        detail (str): Why, in English.
        reason (MaeshoweMatchLostReason): Why: `health` (a player's last health point went) or `cannot_act` (the active
            player could not
            play or discard, R-Q-2).
        type_ (Literal['match_lost']): The event's type, always `match_lost` here (the log entry's `type` too).
    """

    detail: str
    reason: MaeshoweMatchLostReason
    type_: Literal["match_lost"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        detail = self.detail

        reason = self.reason.value

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

        reason = MaeshoweMatchLostReason(d.pop("reason"))

        type_ = cast(Literal["match_lost"], d.pop("type"))
        if type_ != "match_lost":
            raise ValueError(f"type must match const 'match_lost', got '{type_}'")

        maeshowe_match_lost = cls(
            detail=detail,
            reason=reason,
            type_=type_,
        )

        maeshowe_match_lost.additional_properties = d
        return maeshowe_match_lost

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
