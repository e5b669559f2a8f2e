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

T = TypeVar("T", bound="MansionsMoved")


@_attrs_define
class MansionsMoved:
    """An investigator's figure moved (`movement`: one of its turn's movements was spent).

    Attributes:
        corpse (bool): One corpse dragged along from the space left (H-57, R-H-30). Default: False.
        movement (bool): True when one of the turn's movements was spent on it. Default: True.
        seat (int): The investigator's seat.
        to (str): The space it moved to.
        type_ (Literal['moved']): The event's type, always `moved` here (the log entry's `type` too).
    """

    seat: int
    to: str
    type_: Literal["moved"]
    corpse: bool = False
    movement: bool = True
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        corpse = self.corpse

        movement = self.movement

        seat = self.seat

        to = self.to

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "corpse": corpse,
                "movement": movement,
                "seat": seat,
                "to": to,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        corpse = d.pop("corpse")

        movement = d.pop("movement")

        seat = d.pop("seat")

        to = d.pop("to")

        type_ = cast(Literal["moved"], d.pop("type"))
        if type_ != "moved":
            raise ValueError(f"type must match const 'moved', got '{type_}'")

        mansions_moved = cls(
            corpse=corpse,
            movement=movement,
            seat=seat,
            to=to,
            type_=type_,
        )

        mansions_moved.additional_properties = d
        return mansions_moved

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
