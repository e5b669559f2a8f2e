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

T = TypeVar("T", bound="BigBookMatchEnded")


@_attrs_define
class BigBookMatchEnded:
    """The match is over, for every player together.

    Attributes:
        detail (str): Why, in words (French).
        reason (str): `final_monster_defeated`, `final_monster_not_defeated`, `all_players_mad` or
            `madness_pile_empty`.
        result (str): `won` or `lost`.
        type_ (Literal['match_ended']): The event's type, always `match_ended` here (the log entry's `type` too).
    """

    detail: str
    reason: str
    result: str
    type_: Literal["match_ended"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        detail = self.detail

        reason = self.reason

        result = self.result

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "detail": detail,
                "reason": reason,
                "result": result,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        detail = d.pop("detail")

        reason = d.pop("reason")

        result = d.pop("result")

        type_ = cast(Literal["match_ended"], d.pop("type"))
        if type_ != "match_ended":
            raise ValueError(f"type must match const 'match_ended', got '{type_}'")

        big_book_match_ended = cls(
            detail=detail,
            reason=reason,
            result=result,
            type_=type_,
        )

        big_book_match_ended.additional_properties = d
        return big_book_match_ended

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
