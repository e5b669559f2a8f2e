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

T = TypeVar("T", bound="BigBookActionTaken")


@_attrs_define
class BigBookActionTaken:
    """One of the five actions (uses one granted action when acting for another player).

    Attributes:
        action (str): `activate`, `learn`, `acquire`, `destroy_curse` or `heal`.
        seat (int): The acting player's seat.
        type_ (Literal['action_taken']): The event's type, always `action_taken` here (the log entry's `type` too).
    """

    action: str
    seat: int
    type_: Literal["action_taken"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        action = self.action

        seat = self.seat

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "action": action,
                "seat": seat,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        action = d.pop("action")

        seat = d.pop("seat")

        type_ = cast(Literal["action_taken"], d.pop("type"))
        if type_ != "action_taken":
            raise ValueError(f"type must match const 'action_taken', got '{type_}'")

        big_book_action_taken = cls(
            action=action,
            seat=seat,
            type_=type_,
        )

        big_book_action_taken.additional_properties = d
        return big_book_action_taken

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
