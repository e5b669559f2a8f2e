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

T = TypeVar("T", bound="MontagnesTokenDiscarded")


@_attrs_define
class MontagnesTokenDiscarded:
    """TokenDiscarded

    Attributes:
        count (int): Leadership tokens moved from the sled to the discard.
        reason (str): Why: the consequence or use that cost it (e.g. "morale", "speech", a card's effect).
        type_ (Literal['token_discarded']): The event's type, always `token_discarded` here (the log entry's `type`
            too).
    """

    count: int
    reason: str
    type_: Literal["token_discarded"]
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

        type_ = cast(Literal["token_discarded"], d.pop("type"))
        if type_ != "token_discarded":
            raise ValueError(f"type must match const 'token_discarded', got '{type_}'")

        montagnes_token_discarded = cls(
            count=count,
            reason=reason,
            type_=type_,
        )

        montagnes_token_discarded.additional_properties = d
        return montagnes_token_discarded

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
