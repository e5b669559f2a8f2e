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

T = TypeVar("T", bound="FarCryEffectStarted")


@_attrs_define
class FarCryEffectStarted:
    """A potion's lasting effect begins (L453-461): it holds through round `until`.

    Attributes:
        effect (str): The effect's id (a potion's).
        type_ (Literal['effect_started']): The event's type, always `effect_started` here (the log entry's `type` too).
        until (int): The last round it holds through (1-based).
        who (str): The character id or unit uid under the effect.
    """

    effect: str
    type_: Literal["effect_started"]
    until: int
    who: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        effect = self.effect

        type_ = self.type_

        until = self.until

        who = self.who

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "effect": effect,
                "type": type_,
                "until": until,
                "who": who,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        effect = d.pop("effect")

        type_ = cast(Literal["effect_started"], d.pop("type"))
        if type_ != "effect_started":
            raise ValueError(f"type must match const 'effect_started', got '{type_}'")

        until = d.pop("until")

        who = d.pop("who")

        far_cry_effect_started = cls(
            effect=effect,
            type_=type_,
            until=until,
            who=who,
        )

        far_cry_effect_started.additional_properties = d
        return far_cry_effect_started

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
