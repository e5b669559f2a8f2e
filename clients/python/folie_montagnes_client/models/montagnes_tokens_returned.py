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

T = TypeVar("T", bound="MontagnesTokensReturned")


@_attrs_define
class MontagnesTokensReturned:
    """Tokens from the discard back on the sled (Exalter, rest, a relic).

    Attributes:
        count (int): Leadership tokens returned to the sled.
        reason (str): Why: "exalt" (Exalter), "rest" or "relic".
        type_ (Literal['tokens_returned']): The event's type, always `tokens_returned` here (the log entry's `type`
            too).
    """

    count: int
    reason: str
    type_: Literal["tokens_returned"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        count = self.count

        reason = self.reason

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "count": count,
                "reason": reason,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        count = d.pop("count")

        reason = d.pop("reason")

        type_ = cast(Literal["tokens_returned"], d.pop("type"))
        if type_ != "tokens_returned":
            raise ValueError(f"type must match const 'tokens_returned', got '{type_}'")

        montagnes_tokens_returned = cls(
            count=count,
            reason=reason,
            type_=type_,
        )

        montagnes_tokens_returned.additional_properties = d
        return montagnes_tokens_returned

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
