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

T = TypeVar("T", bound="MansionsDied")


@_attrs_define
class MansionsDied:
    """0 health (H-61): the figure leaves, its items and exploration cards lie in `space` (R-H-15).

    Attributes:
        dropped (list[str]): The item and exploration card ids it dropped.
        seat (int): The dead investigator's seat.
        space (str): The space where its cards lie.
        type_ (Literal['died']): The event's type, always `died` here (the log entry's `type` too).
    """

    dropped: list[str]
    seat: int
    space: str
    type_: Literal["died"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        dropped = self.dropped

        seat = self.seat

        space = self.space

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "dropped": dropped,
                "seat": seat,
                "space": space,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        dropped = cast(list[str], d.pop("dropped"))

        seat = d.pop("seat")

        space = d.pop("space")

        type_ = cast(Literal["died"], d.pop("type"))
        if type_ != "died":
            raise ValueError(f"type must match const 'died', got '{type_}'")

        mansions_died = cls(
            dropped=dropped,
            seat=seat,
            space=space,
            type_=type_,
        )

        mansions_died.additional_properties = d
        return mansions_died

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
