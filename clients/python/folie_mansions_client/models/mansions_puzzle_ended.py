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

T = TypeVar("T", bound="MansionsPuzzleEnded")


@_attrs_define
class MansionsPuzzleEnded:
    """The attempt ends (solved, out of actions, given up or `lapsed` at the time limit, H-39, H-40);
    the pieces stay where they are for a later attempt by anyone (H-39).

        Attributes:
            lapsed (bool): True when the attempt ended at its time limit. Default: False.
            solved (bool): True when the lock is solved: the room is open.
            type_ (Literal['puzzle_ended']): The event's type, always `puzzle_ended` here (the log entry's `type` too).
    """

    solved: bool
    type_: Literal["puzzle_ended"]
    lapsed: bool = False
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        lapsed = self.lapsed

        solved = self.solved

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "lapsed": lapsed,
                "solved": solved,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        lapsed = d.pop("lapsed")

        solved = d.pop("solved")

        type_ = cast(Literal["puzzle_ended"], d.pop("type"))
        if type_ != "puzzle_ended":
            raise ValueError(f"type must match const 'puzzle_ended', got '{type_}'")

        mansions_puzzle_ended = cls(
            lapsed=lapsed,
            solved=solved,
            type_=type_,
        )

        mansions_puzzle_ended.additional_properties = d
        return mansions_puzzle_ended

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
