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

T = TypeVar("T", bound="MaeshoweSnubDrawn")


@_attrs_define
class MaeshoweSnubDrawn:
    """Snober discarded: the top cards of the deck go to the START of the line, in drawing order.

    Attributes:
        cards (list[int]): The cards' ids, in drawing order.
        type_ (Literal['snub_drawn']): The event's type, always `snub_drawn` here (the log entry's `type` too).
    """

    cards: list[int]
    type_: Literal["snub_drawn"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        cards = self.cards

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "cards": cards,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        cards = cast(list[int], d.pop("cards"))

        type_ = cast(Literal["snub_drawn"], d.pop("type"))
        if type_ != "snub_drawn":
            raise ValueError(f"type must match const 'snub_drawn', got '{type_}'")

        maeshowe_snub_drawn = cls(
            cards=cards,
            type_=type_,
        )

        maeshowe_snub_drawn.additional_properties = d
        return maeshowe_snub_drawn

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
