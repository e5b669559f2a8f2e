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

T = TypeVar("T", bound="MansionsDragOpened")


@_attrs_define
class MansionsDragOpened:
    """A monster's attack moves the investigator of `seat` `spaces` spaces, the keeper choosing where
    (a `move` effect `by` the keeper, e.g. the Drowned Bride's special attack).

        Attributes:
            seat (int): The dragged investigator's seat.
            spaces (int): Spaces the keeper moves it, one at a time.
            type_ (Literal['drag_opened']): The event's type, always `drag_opened` here (the log entry's `type` too).
    """

    seat: int
    spaces: int
    type_: Literal["drag_opened"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        spaces = self.spaces

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "seat": seat,
                "spaces": spaces,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        seat = d.pop("seat")

        spaces = d.pop("spaces")

        type_ = cast(Literal["drag_opened"], d.pop("type"))
        if type_ != "drag_opened":
            raise ValueError(f"type must match const 'drag_opened', got '{type_}'")

        mansions_drag_opened = cls(
            seat=seat,
            spaces=spaces,
            type_=type_,
        )

        mansions_drag_opened.additional_properties = d
        return mansions_drag_opened

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
