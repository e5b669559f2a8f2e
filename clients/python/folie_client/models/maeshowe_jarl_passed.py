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

T = TypeVar("T", bound="MaeshoweJarlPassed")


@_attrs_define
class MaeshoweJarlPassed:
    """The Jarl token passed instead of a turn's play and discard (R-Q-2).

    Attributes:
        seat (int): The seat that passed it.
        stuck (bool): The passer could not take a normal turn (see jarl.jarl_available). Default: False.
        to (int): The seat that now holds it.
        type_ (Literal['jarl_passed']): The event's type, always `jarl_passed` here (the log entry's `type` too).
    """

    seat: int
    to: int
    type_: Literal["jarl_passed"]
    stuck: bool = False
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        stuck = self.stuck

        to = self.to

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "seat": seat,
                "stuck": stuck,
                "to": to,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        seat = d.pop("seat")

        stuck = d.pop("stuck")

        to = d.pop("to")

        type_ = cast(Literal["jarl_passed"], d.pop("type"))
        if type_ != "jarl_passed":
            raise ValueError(f"type must match const 'jarl_passed', got '{type_}'")

        maeshowe_jarl_passed = cls(
            seat=seat,
            stuck=stuck,
            to=to,
            type_=type_,
        )

        maeshowe_jarl_passed.additional_properties = d
        return maeshowe_jarl_passed

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
