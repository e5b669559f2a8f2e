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

from ..models.maeshowe_hope_rune_chosen_rune import MaeshoweHopeRuneChosenRune

T = TypeVar("T", bound="MaeshoweHopeRuneChosen")


@_attrs_define
class MaeshoweHopeRuneChosen:
    """Espoir on the line counts as a Dig of this rune.

    Attributes:
        card (int): The Espoir card's id.
        rune (MaeshoweHopeRuneChosenRune): The Dig rune it counts as.
        type_ (Literal['hope_rune_chosen']): The event's type, always `hope_rune_chosen` here (the log entry's `type`
            too).
    """

    card: int
    rune: MaeshoweHopeRuneChosenRune
    type_: Literal["hope_rune_chosen"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        rune = self.rune.value

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "card": card,
                "rune": rune,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        card = d.pop("card")

        rune = MaeshoweHopeRuneChosenRune(d.pop("rune"))

        type_ = cast(Literal["hope_rune_chosen"], d.pop("type"))
        if type_ != "hope_rune_chosen":
            raise ValueError(f"type must match const 'hope_rune_chosen', got '{type_}'")

        maeshowe_hope_rune_chosen = cls(
            card=card,
            rune=rune,
            type_=type_,
        )

        maeshowe_hope_rune_chosen.additional_properties = d
        return maeshowe_hope_rune_chosen

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
