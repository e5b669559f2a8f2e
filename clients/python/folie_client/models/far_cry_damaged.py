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

T = TypeVar("T", bound="FarCryDamaged")


@_attrs_define
class FarCryDamaged:
    """HP lost, with its source for kill attribution (R-F-30).

    Attributes:
        amount (int): Health points lost (never more than it had).
        by (None | str): The character id or unit uid credited with it (kill attribution, R-F-30); `null` for none.
        source (str): What dealt it: a weapon id, or a hazard ("acid", "rubble", "fire", "bleeding"...).
        type_ (Literal['damaged']): The event's type, always `damaged` here (the log entry's `type` too).
        who (str): The character id or unit uid that lost HP.
    """

    amount: int
    by: None | str
    source: str
    type_: Literal["damaged"]
    who: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        amount = self.amount

        by: None | str
        by = self.by

        source = self.source

        type_ = self.type_

        who = self.who

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "amount": amount,
                "by": by,
                "source": source,
                "type": type_,
                "who": who,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        amount = d.pop("amount")

        def _parse_by(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        by = _parse_by(d.pop("by"))

        source = d.pop("source")

        type_ = cast(Literal["damaged"], d.pop("type"))
        if type_ != "damaged":
            raise ValueError(f"type must match const 'damaged', got '{type_}'")

        who = d.pop("who")

        far_cry_damaged = cls(
            amount=amount,
            by=by,
            source=source,
            type_=type_,
            who=who,
        )

        far_cry_damaged.additional_properties = d
        return far_cry_damaged

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
