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

T = TypeVar("T", bound="MansionsEvadeOpened")


@_attrs_define
class MansionsEvadeOpened:
    """Failed evade tests (H-15): the keeper decides, monster by monster, whether it deals its damage.

    Attributes:
        deadline (float | None): When the keeper's answers lapse, server time in Unix seconds; `null` without a time
            limit.
        drag (bool): True when the held move drags a corpse. Default: False.
        monsters (list[int]): The uids of the monsters whose evade test failed, in order.
        seat (int): The investigator's seat who failed the evade tests.
        space (None | str): The move's or barricade's space for that step; `null` otherwise.
        target (int | None): The held step's target (an investigator's seat or a monster's uid); `null` for none.
        then (str): The step that goes on after the answers: "move", "explore", "barricade", "campfire", "use",
            "puzzle", "cast" or
            "ability".
        token (None | str): The step's token: a barricade, an item, a room, a spell handle or spell type; `null`
            otherwise.
        type_ (Literal['evade_opened']): The event's type, always `evade_opened` here (the log entry's `type` too).
    """

    deadline: float | None
    monsters: list[int]
    seat: int
    space: None | str
    target: int | None
    then: str
    token: None | str
    type_: Literal["evade_opened"]
    drag: bool = False
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        deadline: float | None
        deadline = self.deadline

        drag = self.drag

        monsters = self.monsters

        seat = self.seat

        space: None | str
        space = self.space

        target: int | None
        target = self.target

        then = self.then

        token: None | str
        token = self.token

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "deadline": deadline,
                "drag": drag,
                "monsters": monsters,
                "seat": seat,
                "space": space,
                "target": target,
                "then": then,
                "token": token,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_deadline(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        deadline = _parse_deadline(d.pop("deadline"))

        drag = d.pop("drag")

        monsters = cast(list[int], d.pop("monsters"))

        seat = d.pop("seat")

        def _parse_space(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        space = _parse_space(d.pop("space"))

        def _parse_target(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        target = _parse_target(d.pop("target"))

        then = d.pop("then")

        def _parse_token(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        token = _parse_token(d.pop("token"))

        type_ = cast(Literal["evade_opened"], d.pop("type"))
        if type_ != "evade_opened":
            raise ValueError(f"type must match const 'evade_opened', got '{type_}'")

        mansions_evade_opened = cls(
            deadline=deadline,
            drag=drag,
            monsters=monsters,
            seat=seat,
            space=space,
            target=target,
            then=then,
            token=token,
            type_=type_,
        )

        mansions_evade_opened.additional_properties = d
        return mansions_evade_opened

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
