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

T = TypeVar("T", bound="MaeshoweDigScored")


@_attrs_define
class MaeshoweDigScored:
    """Four consecutive unused Digs at the end of the line remove passage tokens (R-Q-3).

    Attributes:
        cards (list[int]): The ids of the four scored cards (Digs, or Espoirs counting as Digs), now used for good.
        passages (int): Passage tokens left.
        removed (int): Passage tokens removed: 2 when the four runes are the same, else 1 (never more than are left).
        type_ (Literal['dig_scored']): The event's type, always `dig_scored` here (the log entry's `type` too).
    """

    cards: list[int]
    passages: int
    removed: int
    type_: Literal["dig_scored"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        cards = self.cards

        passages = self.passages

        removed = self.removed

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "cards": cards,
                "passages": passages,
                "removed": removed,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        cards = cast(list[int], d.pop("cards"))

        passages = d.pop("passages")

        removed = d.pop("removed")

        type_ = cast(Literal["dig_scored"], d.pop("type"))
        if type_ != "dig_scored":
            raise ValueError(f"type must match const 'dig_scored', got '{type_}'")

        maeshowe_dig_scored = cls(
            cards=cards,
            passages=passages,
            removed=removed,
            type_=type_,
        )

        maeshowe_dig_scored.additional_properties = d
        return maeshowe_dig_scored

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
