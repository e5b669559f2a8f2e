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

from ..models.far_cry_turn_ended_side import FarCryTurnEndedSide

T = TypeVar("T", bound="FarCryTurnEnded")


@_attrs_define
class FarCryTurnEnded:
    """PT-5 (L563), PT-10 (L1054): the players' or the enemies' turn is over.

    Attributes:
        side (FarCryTurnEndedSide): Whose turn ended: the `players` or the `enemies`.
        type_ (Literal['turn_ended']): The event's type, always `turn_ended` here (the log entry's `type` too).
    """

    side: FarCryTurnEndedSide
    type_: Literal["turn_ended"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        side = self.side.value

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "side": side,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        side = FarCryTurnEndedSide(d.pop("side"))

        type_ = cast(Literal["turn_ended"], d.pop("type"))
        if type_ != "turn_ended":
            raise ValueError(f"type must match const 'turn_ended', got '{type_}'")

        far_cry_turn_ended = cls(
            side=side,
            type_=type_,
        )

        far_cry_turn_ended.additional_properties = d
        return far_cry_turn_ended

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
