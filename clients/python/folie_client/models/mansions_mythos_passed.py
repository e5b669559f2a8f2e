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

T = TypeVar("T", bound="MansionsMythosPassed")


@_attrs_define
class MansionsMythosPassed:
    """The keeper plays no mythos now (`turn`: nor in the rest of this turn; `lapsed`: the deadline).

    Attributes:
        lapsed (bool): True when the window closed at its deadline. Default: False.
        turn (bool): True when the keeper passes for the rest of this turn. Default: False.
        type_ (Literal['mythos_passed']): The event's type, always `mythos_passed` here (the log entry's `type` too).
    """

    type_: Literal["mythos_passed"]
    lapsed: bool = False
    turn: bool = False
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        lapsed = self.lapsed

        turn = self.turn

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "lapsed": lapsed,
                "turn": turn,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        lapsed = d.pop("lapsed")

        turn = d.pop("turn")

        type_ = cast(Literal["mythos_passed"], d.pop("type"))
        if type_ != "mythos_passed":
            raise ValueError(f"type must match const 'mythos_passed', got '{type_}'")

        mansions_mythos_passed = cls(
            lapsed=lapsed,
            turn=turn,
            type_=type_,
        )

        mansions_mythos_passed.additional_properties = d
        return mansions_mythos_passed

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
