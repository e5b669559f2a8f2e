from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="StandInRequest")


@_attrs_define
class StandInRequest:
    """Hand the seat to a bot (its player left). `bot` is one of the game's `bots` (GET /games);
    `expected_version` (optional) makes the request fail with 409 if the match moved on.

        Attributes:
            bot (str): The bot's name, one of the game's `bots`.
            expected_version (int | None | Unset): The match's version the request was built against: it fails with 409 if
                the match moved on.
    """

    bot: str
    expected_version: int | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        bot = self.bot

        expected_version: int | None | Unset
        if isinstance(self.expected_version, Unset):
            expected_version = UNSET
        else:
            expected_version = self.expected_version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "bot": bot,
            }
        )
        if expected_version is not UNSET:
            field_dict["expected_version"] = expected_version

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        bot = d.pop("bot")

        def _parse_expected_version(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        expected_version = _parse_expected_version(d.pop("expected_version", UNSET))

        stand_in_request = cls(
            bot=bot,
            expected_version=expected_version,
        )

        return stand_in_request
