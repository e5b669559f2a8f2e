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

T = TypeVar("T", bound="MansionsBarricadeMoved")


@_attrs_define
class MansionsBarricadeMoved:
    """A barricade token now lies in a space or blocks a door (H-50, R-H-14).

    Attributes:
        to (str): The space it lies in or the door it blocks.
        token (str): The barricade token's id.
        type_ (Literal['barricade_moved']): The event's type, always `barricade_moved` here (the log entry's `type`
            too).
    """

    to: str
    token: str
    type_: Literal["barricade_moved"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        to = self.to

        token = self.token

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "to": to,
                "token": token,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        to = d.pop("to")

        token = d.pop("token")

        type_ = cast(Literal["barricade_moved"], d.pop("type"))
        if type_ != "barricade_moved":
            raise ValueError(f"type must match const 'barricade_moved', got '{type_}'")

        mansions_barricade_moved = cls(
            to=to,
            token=token,
            type_=type_,
        )

        mansions_barricade_moved.additional_properties = d
        return mansions_barricade_moved

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
