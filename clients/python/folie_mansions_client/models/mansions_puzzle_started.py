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

T = TypeVar("T", bound="MansionsPuzzleStarted")


@_attrs_define
class MansionsPuzzleStarted:
    """The action: an attempt at `room`'s puzzle lock with `actions` puzzle actions (H-38, R-H-5).

    Attributes:
        actions (int): Puzzle actions allowed in this attempt (H-38).
        deadline (float | None): When the attempt lapses, server time in Unix seconds; `null` without a time limit.
        puzzle (str): The puzzle's id (its lock card).
        room (str): The room whose puzzle lock is tried.
        seat (int): The investigator's seat attempting the puzzle.
        type_ (Literal['puzzle_started']): The event's type, always `puzzle_started` here (the log entry's `type` too).
    """

    actions: int
    deadline: float | None
    puzzle: str
    room: str
    seat: int
    type_: Literal["puzzle_started"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        actions = self.actions

        deadline: float | None
        deadline = self.deadline

        puzzle = self.puzzle

        room = self.room

        seat = self.seat

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "actions": actions,
                "deadline": deadline,
                "puzzle": puzzle,
                "room": room,
                "seat": seat,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        actions = d.pop("actions")

        def _parse_deadline(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        deadline = _parse_deadline(d.pop("deadline"))

        puzzle = d.pop("puzzle")

        room = d.pop("room")

        seat = d.pop("seat")

        type_ = cast(Literal["puzzle_started"], d.pop("type"))
        if type_ != "puzzle_started":
            raise ValueError(f"type must match const 'puzzle_started', got '{type_}'")

        mansions_puzzle_started = cls(
            actions=actions,
            deadline=deadline,
            puzzle=puzzle,
            room=room,
            seat=seat,
            type_=type_,
        )

        mansions_puzzle_started.additional_properties = d
        return mansions_puzzle_started

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
