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

T = TypeVar("T", bound="BigBookCurseTriggered")


@_attrs_define
class BigBookCurseTriggered:
    """CurseTriggered

    Attributes:
        curse (str): The curse card's id.
        slot (str): Its space on the invocation track: "2", "3L", "3R", "4" or "5".
        type_ (Literal['curse_triggered']): The event's type, always `curse_triggered` here (the log entry's `type`
            too).
    """

    curse: str
    slot: str
    type_: Literal["curse_triggered"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        curse = self.curse

        slot = self.slot

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "curse": curse,
                "slot": slot,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        curse = d.pop("curse")

        slot = d.pop("slot")

        type_ = cast(Literal["curse_triggered"], d.pop("type"))
        if type_ != "curse_triggered":
            raise ValueError(f"type must match const 'curse_triggered', got '{type_}'")

        big_book_curse_triggered = cls(
            curse=curse,
            slot=slot,
            type_=type_,
        )

        big_book_curse_triggered.additional_properties = d
        return big_book_curse_triggered

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
