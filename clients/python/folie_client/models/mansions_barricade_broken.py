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

T = TypeVar("T", bound="MansionsBarricadeBroken")


@_attrs_define
class MansionsBarricadeBroken:
    """A monster's "vs barricade" card removes the barricade `token` from its door (L97, R-H-23).

    Attributes:
        token (str): The barricade token removed.
        type_ (Literal['barricade_broken']): The event's type, always `barricade_broken` here (the log entry's `type`
            too).
    """

    token: str
    type_: Literal["barricade_broken"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        token = self.token

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "token": token,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        token = d.pop("token")

        type_ = cast(Literal["barricade_broken"], d.pop("type"))
        if type_ != "barricade_broken":
            raise ValueError(f"type must match const 'barricade_broken', got '{type_}'")

        mansions_barricade_broken = cls(
            token=token,
            type_=type_,
        )

        mansions_barricade_broken.additional_properties = d
        return mansions_barricade_broken

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
