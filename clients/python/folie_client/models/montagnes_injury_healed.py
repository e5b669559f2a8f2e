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

T = TypeVar("T", bound="MontagnesInjuryHealed")


@_attrs_define
class MontagnesInjuryHealed:
    """InjuryHealed

    Attributes:
        card (str): The Blessure (injury) card's id healed.
        source (str): Where it was: on the "sled" or in the "discard".
        type_ (Literal['injury_healed']): The event's type, always `injury_healed` here (the log entry's `type` too).
    """

    card: str
    source: str
    type_: Literal["injury_healed"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        source = self.source

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "card": card,
                "source": source,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        card = d.pop("card")

        source = d.pop("source")

        type_ = cast(Literal["injury_healed"], d.pop("type"))
        if type_ != "injury_healed":
            raise ValueError(f"type must match const 'injury_healed', got '{type_}'")

        montagnes_injury_healed = cls(
            card=card,
            source=source,
            type_=type_,
        )

        montagnes_injury_healed.additional_properties = d
        return montagnes_injury_healed

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
