from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.big_book_match_ended_type import BigBookMatchEndedType

T = TypeVar("T", bound="BigBookMatchEnded")


@_attrs_define
class BigBookMatchEnded:
    """MatchEnded

    Attributes:
        detail (str):
        reason (str):
        result (str):
        type_ (BigBookMatchEndedType):
    """

    detail: str
    reason: str
    result: str
    type_: BigBookMatchEndedType
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        detail = self.detail

        reason = self.reason

        result = self.result

        type_ = self.type_.value

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

        type_ = BigBookMatchEndedType(d.pop("type"))

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
