from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="MansionsModifierView")


@_attrs_define
class MansionsModifierView:
    """A lasting change to one of an investigator's attributes.

    Attributes:
        amount (int): By how much (positive or negative).
        duration (str): How long it lasts, as a code of the effect that set it.
        stat (str): The attribute changed.
    """

    amount: int
    duration: str
    stat: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        amount = self.amount

        duration = self.duration

        stat = self.stat

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "amount": amount,
                "duration": duration,
                "stat": stat,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        amount = d.pop("amount")

        duration = d.pop("duration")

        stat = d.pop("stat")

        mansions_modifier_view = cls(
            amount=amount,
            duration=duration,
            stat=stat,
        )

        mansions_modifier_view.additional_properties = d
        return mansions_modifier_view

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
