from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="StandInSeat")


@_attrs_define
class StandInSeat:
    """A seat played by a stand-in bot since `since_version` (its player's token may not play).

    Attributes:
        bot (str): The bot playing it.
        seat (int): The seat (0-based).
        since_version (int): The match's version the bot took over at.
    """

    bot: str
    seat: int
    since_version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        bot = self.bot

        seat = self.seat

        since_version = self.since_version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "bot": bot,
                "seat": seat,
                "since_version": since_version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        bot = d.pop("bot")

        seat = d.pop("seat")

        since_version = d.pop("since_version")

        stand_in_seat = cls(
            bot=bot,
            seat=seat,
            since_version=since_version,
        )

        stand_in_seat.additional_properties = d
        return stand_in_seat

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
