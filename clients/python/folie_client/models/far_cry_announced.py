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

T = TypeVar("T", bound="FarCryAnnounced")


@_attrs_define
class FarCryAnnounced:
    """A round-board event that only tells the table something (RND-6, RND-7; designed messages).

    Attributes:
        en (str): The message, in English.
        fr (str): The message, in French.
        type_ (Literal['announced']): The event's type, always `announced` here (the log entry's `type` too).
    """

    en: str
    fr: str
    type_: Literal["announced"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        en = self.en

        fr = self.fr

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "en": en,
                "fr": fr,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        en = d.pop("en")

        fr = d.pop("fr")

        type_ = cast(Literal["announced"], d.pop("type"))
        if type_ != "announced":
            raise ValueError(f"type must match const 'announced', got '{type_}'")

        far_cry_announced = cls(
            en=en,
            fr=fr,
            type_=type_,
        )

        far_cry_announced.additional_properties = d
        return far_cry_announced

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
