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

T = TypeVar("T", bound="MansionsDragged")


@_attrs_define
class MansionsDragged:
    """One space of a keeper's move: the investigator is put on `to` (no movement of theirs spent);
    `to` None: the move ends there (the keeper's deadline passed).

        Attributes:
            seat (int): The dragged investigator's seat.
            to (None | str): The space it is put on; `null` when the move ends (the keeper's deadline passed).
            type_ (Literal['dragged']): The event's type, always `dragged` here (the log entry's `type` too).
    """

    seat: int
    to: None | str
    type_: Literal["dragged"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        to: None | str
        to = self.to

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "seat": seat,
                "to": to,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        seat = d.pop("seat")

        def _parse_to(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        to = _parse_to(d.pop("to"))

        type_ = cast(Literal["dragged"], d.pop("type"))
        if type_ != "dragged":
            raise ValueError(f"type must match const 'dragged', got '{type_}'")

        mansions_dragged = cls(
            seat=seat,
            to=to,
            type_=type_,
        )

        mansions_dragged.additional_properties = d
        return mansions_dragged

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
