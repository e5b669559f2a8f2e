from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.game_summary_options_schema import GameSummaryOptionsSchema


T = TypeVar("T", bound="GameSummary")


@_attrs_define
class GameSummary:
    """A game; `bots` names the bots that can stand in for a player (`stand_ins`).

    Attributes:
        bots (list[str]): The bot names that can stand in for a player (`POST .../stand-in`).
        id (str): The game's id, as `POST /matches` and the URLs take it (e.g. "maeshowe").
        max_seats (int): The most seats a match may have.
        min_seats (int): The fewest seats a match may have.
        options_schema (GameSummaryOptionsSchema): The JSON schema of the game's options (`POST /matches`'s `options`).
        rules_version (str): The version of the game's rules the server plays; a match keeps the one it was created
            with.
        summary (str): The rules in a few sentences (goal, a turn, how it ends), in the language `Accept-Language`
            chose; empty if the game has none.
        title (str): The game's title.
    """

    bots: list[str]
    id: str
    max_seats: int
    min_seats: int
    options_schema: GameSummaryOptionsSchema
    rules_version: str
    summary: str
    title: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        bots = self.bots

        id = self.id

        max_seats = self.max_seats

        min_seats = self.min_seats

        options_schema = self.options_schema.to_dict()

        rules_version = self.rules_version

        summary = self.summary

        title = self.title

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "bots": bots,
                "id": id,
                "max_seats": max_seats,
                "min_seats": min_seats,
                "options_schema": options_schema,
                "rules_version": rules_version,
                "summary": summary,
                "title": title,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.game_summary_options_schema import GameSummaryOptionsSchema

        d = dict(src_dict)
        bots = cast(list[str], d.pop("bots"))

        id = d.pop("id")

        max_seats = d.pop("max_seats")

        min_seats = d.pop("min_seats")

        options_schema = GameSummaryOptionsSchema.from_dict(d.pop("options_schema"))

        rules_version = d.pop("rules_version")

        summary = d.pop("summary")

        title = d.pop("title")

        game_summary = cls(
            bots=bots,
            id=id,
            max_seats=max_seats,
            min_seats=min_seats,
            options_schema=options_schema,
            rules_version=rules_version,
            summary=summary,
            title=title,
        )

        game_summary.additional_properties = d
        return game_summary

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
