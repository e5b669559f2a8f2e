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

T = TypeVar("T", bound="MansionsPuzzleMoved")


@_attrs_define
class MansionsPuzzleMoved:
    """One puzzle action (H-41, designed): the pieces now read `positions` (dial notches or piece
    rotations) and `pieces` (rune stones; empty for the other kinds).

        Attributes:
            pieces (list[str]): The rune stones by position (empty for the other kinds of puzzle).
            positions (list[int]): Each dial's notch or each piece's rotation in quarter turns, by position.
            puzzle (str): The puzzle's id.
            type_ (Literal['puzzle_moved']): The event's type, always `puzzle_moved` here (the log entry's `type` too).
    """

    pieces: list[str]
    positions: list[int]
    puzzle: str
    type_: Literal["puzzle_moved"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        pieces = self.pieces

        positions = self.positions

        puzzle = self.puzzle

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "pieces": pieces,
                "positions": positions,
                "puzzle": puzzle,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        pieces = cast(list[str], d.pop("pieces"))

        positions = cast(list[int], d.pop("positions"))

        puzzle = d.pop("puzzle")

        type_ = cast(Literal["puzzle_moved"], d.pop("type"))
        if type_ != "puzzle_moved":
            raise ValueError(f"type must match const 'puzzle_moved', got '{type_}'")

        mansions_puzzle_moved = cls(
            pieces=pieces,
            positions=positions,
            puzzle=puzzle,
            type_=type_,
        )

        mansions_puzzle_moved.additional_properties = d
        return mansions_puzzle_moved

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
