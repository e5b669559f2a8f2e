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

T = TypeVar("T", bound="FarCryStressDrawn")


@_attrs_define
class FarCryStressDrawn:
    """MD-9 (L1204): the top madness card face down on the board, hidden from everyone.

    Attributes:
        card (None | str): The madness card's id; `null` in every seat's copy (face down, hidden from everyone).
        character (str): The character whose board takes the stress card.
        type_ (Literal['stress_drawn']): The event's type, always `stress_drawn` here (the log entry's `type` too).
    """

    card: None | str
    character: str
    type_: Literal["stress_drawn"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        card: None | str
        card = self.card

        character = self.character

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "card": card,
                "character": character,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_card(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        card = _parse_card(d.pop("card"))

        character = d.pop("character")

        type_ = cast(Literal["stress_drawn"], d.pop("type"))
        if type_ != "stress_drawn":
            raise ValueError(f"type must match const 'stress_drawn', got '{type_}'")

        far_cry_stress_drawn = cls(
            card=card,
            character=character,
            type_=type_,
        )

        far_cry_stress_drawn.additional_properties = d
        return far_cry_stress_drawn

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
