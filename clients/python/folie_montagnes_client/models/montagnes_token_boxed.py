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

T = TypeVar("T", bound="MontagnesTokenBoxed")


@_attrs_define
class MontagnesTokenBoxed:
    """TokenBoxed

    Attributes:
        reason (str): Why it was boxed (the consequence that cost it).
        source (str): Where the token came from: "sled" or "discard".
        type_ (Literal['token_boxed']): The event's type, always `token_boxed` here (the log entry's `type` too).
    """

    reason: str
    source: str
    type_: Literal["token_boxed"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        reason = self.reason

        source = self.source

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "reason": reason,
                "source": source,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        reason = d.pop("reason")

        source = d.pop("source")

        type_ = cast(Literal["token_boxed"], d.pop("type"))
        if type_ != "token_boxed":
            raise ValueError(f"type must match const 'token_boxed', got '{type_}'")

        montagnes_token_boxed = cls(
            reason=reason,
            source=source,
            type_=type_,
        )

        montagnes_token_boxed.additional_properties = d
        return montagnes_token_boxed

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
