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

T = TypeVar("T", bound="StandInActed")


@_attrs_define
class StandInActed:
    """The events after this one in the same command (same `cmd`) were decided by `seat`'s
    stand-in `bot`, not by a player: the log says who played, and the command is an undo barrier.

        Attributes:
            bot (str): The bot's name.
            seat (int): The seat the bot played.
            type_ (Literal['stand_in_acted']): The event's type, always `stand_in_acted` here (the log entry's `type` too).
    """

    bot: str
    seat: int
    type_: Literal["stand_in_acted"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        bot = self.bot

        seat = self.seat

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "bot": bot,
                "seat": seat,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        bot = d.pop("bot")

        seat = d.pop("seat")

        type_ = cast(Literal["stand_in_acted"], d.pop("type"))
        if type_ != "stand_in_acted":
            raise ValueError(f"type must match const 'stand_in_acted', got '{type_}'")

        stand_in_acted = cls(
            bot=bot,
            seat=seat,
            type_=type_,
        )

        stand_in_acted.additional_properties = d
        return stand_in_acted

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
