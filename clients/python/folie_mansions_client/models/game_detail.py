from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.game_detail_board_schema_type_0 import GameDetailBoardSchemaType0
    from ..models.game_detail_board_type_0 import GameDetailBoardType0
    from ..models.game_detail_command_schema import GameDetailCommandSchema
    from ..models.game_detail_event_schema import GameDetailEventSchema
    from ..models.game_detail_options_schema import GameDetailOptionsSchema
    from ..models.game_detail_view_schema import GameDetailViewSchema


T = TypeVar("T", bound="GameDetail")


@_attrs_define
class GameDetail:
    """A game with the JSON schemas of its options, commands, views and events.

    Attributes:
        board (GameDetailBoardType0 | None): The game's board when it is the same in every match (Mansions' house:
            rooms, spaces, doors,
            walls, with their coordinates and names in each language); `null` when each view carries it.
        board_schema (GameDetailBoardSchemaType0 | None): The JSON schema of `board` (`null` with it).
        bots (list[str]): The bot names that can stand in for a player.
        command_schema (GameDetailCommandSchema): The JSON schema of the game's commands.
        event_schema (GameDetailEventSchema): The JSON schema of the game's events (a `LogEntry`'s `data`).
        id (str): The game's id, as `POST /matches` and the URLs take it.
        max_seats (int): The most seats a match may have.
        min_seats (int): The fewest seats a match may have.
        options_schema (GameDetailOptionsSchema): The JSON schema of the game's options.
        rules_version (str): The version of the game's rules the server plays; a match keeps the one it was created
            with.
        summary (str): The rules in a few sentences (goal, a turn, how it ends), in the language `Accept-Language`
            chose; empty if the game has none.
        title (str): The game's title.
        view_schema (GameDetailViewSchema): The JSON schema of the game's view (a `SeatView`'s `view`).
    """

    board: GameDetailBoardType0 | None
    board_schema: GameDetailBoardSchemaType0 | None
    bots: list[str]
    command_schema: GameDetailCommandSchema
    event_schema: GameDetailEventSchema
    id: str
    max_seats: int
    min_seats: int
    options_schema: GameDetailOptionsSchema
    rules_version: str
    summary: str
    title: str
    view_schema: GameDetailViewSchema
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.game_detail_board_schema_type_0 import GameDetailBoardSchemaType0
        from ..models.game_detail_board_type_0 import GameDetailBoardType0

        board: dict[str, Any] | None
        if isinstance(self.board, GameDetailBoardType0):
            board = self.board.to_dict()
        else:
            board = self.board

        board_schema: dict[str, Any] | None
        if isinstance(self.board_schema, GameDetailBoardSchemaType0):
            board_schema = self.board_schema.to_dict()
        else:
            board_schema = self.board_schema

        bots = self.bots

        command_schema = self.command_schema.to_dict()

        event_schema = self.event_schema.to_dict()

        id = self.id

        max_seats = self.max_seats

        min_seats = self.min_seats

        options_schema = self.options_schema.to_dict()

        rules_version = self.rules_version

        summary = self.summary

        title = self.title

        view_schema = self.view_schema.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "board": board,
                "board_schema": board_schema,
                "bots": bots,
                "command_schema": command_schema,
                "event_schema": event_schema,
                "id": id,
                "max_seats": max_seats,
                "min_seats": min_seats,
                "options_schema": options_schema,
                "rules_version": rules_version,
                "summary": summary,
                "title": title,
                "view_schema": view_schema,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.game_detail_board_schema_type_0 import GameDetailBoardSchemaType0
        from ..models.game_detail_board_type_0 import GameDetailBoardType0
        from ..models.game_detail_command_schema import GameDetailCommandSchema
        from ..models.game_detail_event_schema import GameDetailEventSchema
        from ..models.game_detail_options_schema import GameDetailOptionsSchema
        from ..models.game_detail_view_schema import GameDetailViewSchema

        d = dict(src_dict)

        def _parse_board(data: object) -> GameDetailBoardType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                board_type_0 = GameDetailBoardType0.from_dict(data)

                return board_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(GameDetailBoardType0 | None, data)

        board = _parse_board(d.pop("board"))

        def _parse_board_schema(data: object) -> GameDetailBoardSchemaType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                board_schema_type_0 = GameDetailBoardSchemaType0.from_dict(data)

                return board_schema_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(GameDetailBoardSchemaType0 | None, data)

        board_schema = _parse_board_schema(d.pop("board_schema"))

        bots = cast(list[str], d.pop("bots"))

        command_schema = GameDetailCommandSchema.from_dict(d.pop("command_schema"))

        event_schema = GameDetailEventSchema.from_dict(d.pop("event_schema"))

        id = d.pop("id")

        max_seats = d.pop("max_seats")

        min_seats = d.pop("min_seats")

        options_schema = GameDetailOptionsSchema.from_dict(d.pop("options_schema"))

        rules_version = d.pop("rules_version")

        summary = d.pop("summary")

        title = d.pop("title")

        view_schema = GameDetailViewSchema.from_dict(d.pop("view_schema"))

        game_detail = cls(
            board=board,
            board_schema=board_schema,
            bots=bots,
            command_schema=command_schema,
            event_schema=event_schema,
            id=id,
            max_seats=max_seats,
            min_seats=min_seats,
            options_schema=options_schema,
            rules_version=rules_version,
            summary=summary,
            title=title,
            view_schema=view_schema,
        )

        game_detail.additional_properties = d
        return game_detail

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
