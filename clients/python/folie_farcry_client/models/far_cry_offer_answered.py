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

T = TypeVar("T", bound="FarCryOfferAnswered")


@_attrs_define
class FarCryOfferAnswered:
    """R-F-49: accepted (the things change hands) or declined (nothing moves; the giver's action is spent).

    Attributes:
        accept (bool): True when accepted: the things change hands.
        character (str): The character answering (the one offered).
        type_ (Literal['offer_answered']): The event's type, always `offer_answered` here (the log entry's `type` too).
    """

    accept: bool
    character: str
    type_: Literal["offer_answered"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        accept = self.accept

        character = self.character

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "accept": accept,
                "character": character,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        accept = d.pop("accept")

        character = d.pop("character")

        type_ = cast(Literal["offer_answered"], d.pop("type"))
        if type_ != "offer_answered":
            raise ValueError(f"type must match const 'offer_answered', got '{type_}'")

        far_cry_offer_answered = cls(
            accept=accept,
            character=character,
            type_=type_,
        )

        far_cry_offer_answered.additional_properties = d
        return far_cry_offer_answered

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
