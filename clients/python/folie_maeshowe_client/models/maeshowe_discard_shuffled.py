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

T = TypeVar("T", bound="MaeshoweDiscardShuffled")


@_attrs_define
class MaeshoweDiscardShuffled:
    """Sacrifice: "mélanger votre défausse" (the pile stays face up, in a new order).

    Attributes:
        discard (list[int]): The pile's new order (card ids), top card last.
        seat (int): The seat whose discard pile was shuffled.
        type_ (Literal['discard_shuffled']): The event's type, always `discard_shuffled` here (the log entry's `type`
            too).
    """

    discard: list[int]
    seat: int
    type_: Literal["discard_shuffled"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        discard = self.discard

        seat = self.seat

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "discard": discard,
                "seat": seat,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        discard = cast(list[int], d.pop("discard"))

        seat = d.pop("seat")

        type_ = cast(Literal["discard_shuffled"], d.pop("type"))
        if type_ != "discard_shuffled":
            raise ValueError(f"type must match const 'discard_shuffled', got '{type_}'")

        maeshowe_discard_shuffled = cls(
            discard=discard,
            seat=seat,
            type_=type_,
        )

        maeshowe_discard_shuffled.additional_properties = d
        return maeshowe_discard_shuffled

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
