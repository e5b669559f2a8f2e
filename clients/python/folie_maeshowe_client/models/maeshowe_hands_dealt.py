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

T = TypeVar("T", bound="MaeshoweHandsDealt")


@_attrs_define
class MaeshoweHandsDealt:
    """The starting hands, seat 0 first (each from the top of the deck).

    Attributes:
        counts (list[int]): How many cards each seat was dealt.
        hands (list[list[int]]): Each seat's hand (card ids); a seat's copy holds its own hand only, the others empty.
        type_ (Literal['hands_dealt']): The event's type, always `hands_dealt` here (the log entry's `type` too).
    """

    counts: list[int]
    hands: list[list[int]]
    type_: Literal["hands_dealt"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        counts = self.counts

        hands = []
        for hands_item_data in self.hands:
            hands_item = hands_item_data

            hands.append(hands_item)

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "counts": counts,
                "hands": hands,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        counts = cast(list[int], d.pop("counts"))

        hands = []
        _hands = d.pop("hands")
        for hands_item_data in _hands:
            hands_item = cast(list[int], hands_item_data)

            hands.append(hands_item)

        type_ = cast(Literal["hands_dealt"], d.pop("type"))
        if type_ != "hands_dealt":
            raise ValueError(f"type must match const 'hands_dealt', got '{type_}'")

        maeshowe_hands_dealt = cls(
            counts=counts,
            hands=hands,
            type_=type_,
        )

        maeshowe_hands_dealt.additional_properties = d
        return maeshowe_hands_dealt

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
