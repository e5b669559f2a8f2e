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

T = TypeVar("T", bound="MansionsTokenPlaced")


@_attrs_define
class MansionsTokenPlaced:
    """TokenPlaced

    Attributes:
        count (int): Tokens added.
        room (str): The room the tokens go in.
        token (str): The token's kind: "fire", "darkness", "corpse", "barricade" or "ritual".
        type_ (Literal['token_placed']): The event's type, always `token_placed` here (the log entry's `type` too).
    """

    count: int
    room: str
    token: str
    type_: Literal["token_placed"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        count = self.count

        room = self.room

        token = self.token

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "count": count,
                "room": room,
                "token": token,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        count = d.pop("count")

        room = d.pop("room")

        token = d.pop("token")

        type_ = cast(Literal["token_placed"], d.pop("type"))
        if type_ != "token_placed":
            raise ValueError(f"type must match const 'token_placed', got '{type_}'")

        mansions_token_placed = cls(
            count=count,
            room=room,
            token=token,
            type_=type_,
        )

        mansions_token_placed.additional_properties = d
        return mansions_token_placed

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
