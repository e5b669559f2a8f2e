from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.choice import Choice


T = TypeVar("T", bound="Param")


@_attrs_define
class Param:
    """One parameter of a legal action.

    With `many=False` the command field holds one of `choices`' values; with `many=True` it
    holds a list of between `min` and `max` distinct values (`ordered`: the order matters, as
    when rearranging a line of cards; a full permutation has `min == max == len(choices)`).

    The chosen values must also meet the optional constraints, so that a listing says exactly what is
    accepted (`domain/listing.py` checks and samples them): the chosen `amount`s sum to between
    `total_min` and `total_max` (a missing amount counts 0); with `same_group` they all share
    one `group`; every group of `each_group` is among them. Every value that meets the listing is
    accepted by `decide`, and at least one does.

        Attributes:
            choices (list[Choice]): The values allowed (with `many`: the values a list may hold).
            each_group (list[str]): Groups that must each be among the chosen values' `group`s.
            many (bool): `false`: the field holds one choice's value; `true`: a list of distinct choices' values. Default:
                False.
            max_ (int): With `many`: the most values the list holds. Default: 1.
            min_ (int): With `many`: the fewest values the list holds. Default: 1.
            name (str): The command's field this parameter fills.
            ordered (bool): With `many`: the list's order matters (as when rearranging a line of cards). Default: False.
            same_group (bool): The chosen values must all share one `group`. Default: False.
            total_max (int | None): The most the chosen values' `amount`s may sum to (`null`: no bound).
            total_min (int | None): The least the chosen values' `amount`s may sum to (`null`: no bound).
    """

    choices: list[Choice]
    each_group: list[str]
    name: str
    total_max: int | None
    total_min: int | None
    many: bool = False
    max_: int = 1
    min_: int = 1
    ordered: bool = False
    same_group: bool = False
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        choices = []
        for choices_item_data in self.choices:
            choices_item = choices_item_data.to_dict()
            choices.append(choices_item)

        each_group = self.each_group

        many = self.many

        max_ = self.max_

        min_ = self.min_

        name = self.name

        ordered = self.ordered

        same_group = self.same_group

        total_max: int | None
        total_max = self.total_max

        total_min: int | None
        total_min = self.total_min

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "choices": choices,
                "each_group": each_group,
                "many": many,
                "max": max_,
                "min": min_,
                "name": name,
                "ordered": ordered,
                "same_group": same_group,
                "total_max": total_max,
                "total_min": total_min,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.choice import Choice

        d = dict(src_dict)
        choices = []
        _choices = d.pop("choices")
        for choices_item_data in _choices:
            choices_item = Choice.from_dict(choices_item_data)

            choices.append(choices_item)

        each_group = cast(list[str], d.pop("each_group"))

        many = d.pop("many")

        max_ = d.pop("max")

        min_ = d.pop("min")

        name = d.pop("name")

        ordered = d.pop("ordered")

        same_group = d.pop("same_group")

        def _parse_total_max(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        total_max = _parse_total_max(d.pop("total_max"))

        def _parse_total_min(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        total_min = _parse_total_min(d.pop("total_min"))

        param = cls(
            choices=choices,
            each_group=each_group,
            many=many,
            max_=max_,
            min_=min_,
            name=name,
            ordered=ordered,
            same_group=same_group,
            total_max=total_max,
            total_min=total_min,
        )

        param.additional_properties = d
        return param

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
