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

T = TypeVar("T", bound="StandInStarted")


@_attrs_define
class StandInStarted:
    """From now on `bot` plays `seat` (its player left). The seat's own token may still read and
    chat but may not play until the seat is given back (:class:`StandInEnded`).

        Attributes:
            bot (str): The bot's name, one of the game's `bots`.
            seat (int): The seat the bot plays.
            type_ (Literal['stand_in_started']): The event's type, always `stand_in_started` here (the log entry's `type`
                too).
    """

    bot: str
    seat: int
    type_: Literal["stand_in_started"]
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

        type_ = cast(Literal["stand_in_started"], d.pop("type"))
        if type_ != "stand_in_started":
            raise ValueError(f"type must match const 'stand_in_started', got '{type_}'")

        stand_in_started = cls(
            bot=bot,
            seat=seat,
            type_=type_,
        )

        stand_in_started.additional_properties = d
        return stand_in_started

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
