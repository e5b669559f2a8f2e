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

T = TypeVar("T", bound="MansionsMythosWindowOpened")


@_attrs_define
class MansionsMythosWindowOpened:
    """The keeper may play a mythos on `seat`'s investigator, who just did `triggers` (H-6, R-H-6).

    Attributes:
        deadline (float | None): When the window closes, server time in Unix seconds; `null` without a time limit.
        seat (int): The investigator's seat the mythos may target.
        triggers (list[str]): What the investigator just did that opens the window (mythos triggers, e.g. "move",
            "explore").
        type_ (Literal['mythos_window_opened']): The event's type, always `mythos_window_opened` here (the log entry's
            `type` too).
    """

    deadline: float | None
    seat: int
    triggers: list[str]
    type_: Literal["mythos_window_opened"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        deadline: float | None
        deadline = self.deadline

        seat = self.seat

        triggers = self.triggers

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "deadline": deadline,
                "seat": seat,
                "triggers": triggers,
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

        seat = d.pop("seat")

        triggers = cast(list[str], d.pop("triggers"))

        type_ = cast(Literal["mythos_window_opened"], d.pop("type"))
        if type_ != "mythos_window_opened":
            raise ValueError(
                f"type must match const 'mythos_window_opened', got '{type_}'"
            )

        mansions_mythos_window_opened = cls(
            deadline=deadline,
            seat=seat,
            triggers=triggers,
            type_=type_,
        )

        mansions_mythos_window_opened.additional_properties = d
        return mansions_mythos_window_opened

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
