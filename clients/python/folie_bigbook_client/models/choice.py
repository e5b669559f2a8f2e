from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="Choice")


@_attrs_define
class Choice:
    """One option of a parameter: the value to send back and a human label.

    `amount` is what the choice adds to its parameter's total (a card's value in a payment) and
    `group` the kind it counts as (a card's element); both only mean something when the parameter
    states a constraint on them (`total_min`, `same_group`, `each_group`).

        Attributes:
            amount (int | None): What this choice adds to its parameter's total (`total_min`/`total_max`), e.g. a card's
                value
                in a payment; `null`: counts 0.
            group (None | str): The kind this choice counts as for `same_group`/`each_group` (e.g. a card's element).
            label (str): The choice in words, in the reader's language (`Accept-Language`).
            value (int | str): What to send in the command's field (a card id, a seat, a space's id...), as it is.
    """

    amount: int | None
    group: None | str
    label: str
    value: int | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        amount: int | None
        amount = self.amount

        group: None | str
        group = self.group

        label = self.label

        value: int | str
        value = self.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "amount": amount,
                "group": group,
                "label": label,
                "value": value,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_amount(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        amount = _parse_amount(d.pop("amount"))

        def _parse_group(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        group = _parse_group(d.pop("group"))

        label = d.pop("label")

        def _parse_value(data: object) -> int | str:
            return cast(int | str, data)

        value = _parse_value(d.pop("value"))

        choice = cls(
            amount=amount,
            group=group,
            label=label,
            value=value,
        )

        choice.additional_properties = d
        return choice

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
