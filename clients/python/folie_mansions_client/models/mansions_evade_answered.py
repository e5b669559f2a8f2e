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

T = TypeVar("T", bound="MansionsEvadeAnswered")


@_attrs_define
class MansionsEvadeAnswered:
    """The keeper dealt (or spared) one monster's damage after a failed evade; `lapsed`: by deadline.

    Attributes:
        deal (bool): True when its damage was dealt; false when spared.
        lapsed (bool): True when the keeper's deadline passed (spared). Default: False.
        monster (int): The monster's uid.
        type_ (Literal['evade_answered']): The event's type, always `evade_answered` here (the log entry's `type` too).
    """

    deal: bool
    monster: int
    type_: Literal["evade_answered"]
    lapsed: bool = False
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        deal = self.deal

        lapsed = self.lapsed

        monster = self.monster

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "deal": deal,
                "lapsed": lapsed,
                "monster": monster,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        deal = d.pop("deal")

        lapsed = d.pop("lapsed")

        monster = d.pop("monster")

        type_ = cast(Literal["evade_answered"], d.pop("type"))
        if type_ != "evade_answered":
            raise ValueError(f"type must match const 'evade_answered', got '{type_}'")

        mansions_evade_answered = cls(
            deal=deal,
            lapsed=lapsed,
            monster=monster,
            type_=type_,
        )

        mansions_evade_answered.additional_properties = d
        return mansions_evade_answered

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
