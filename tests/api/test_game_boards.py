"""A game's fixed board is served with the game (GET /games/{id}), so a front end draws it without
copying the game's content: Mansions' house, in both languages, valid against its own schema."""

from __future__ import annotations

import json
from pathlib import Path

import msgspec
from jsonschema_rs import Draft202012Validator
from litestar.testing import TestClient

from domain.games.mansions.content import CONTENT
from domain.games.mansions.content.schema import Board
from projections.store import StoreConfig
from service.app import create_app
from service.settings import Settings
from tests.conftest import Clock

MAP = Path(__file__).resolve().parents[2] / "domain/games/mansions/content/map.json"


def test_mansions_board_is_served_with_its_schema_and_other_games_say_none(tmp_path: Path, clock: Clock) -> None:
    store = StoreConfig(sqlite_path=str(tmp_path / "events.sqlite"))
    settings = Settings(store=store, analytics_path=str(tmp_path / "analytics.duckdb"))
    with TestClient(create_app(settings, clock=clock)) as client:
        detail = client.get("/games/mansions").json()
        others = {game: client.get(f"/games/{game}").json() for game in ("maeshowe", "bigbook", "montagnes", "farcry")}
    board, schema = detail["board"], detail["board_schema"]
    assert [str(error) for error in Draft202012Validator(schema).iter_errors(board)] == []
    assert not Draft202012Validator(schema).is_valid({**board, "rooms": [{"id": 1}]})
    assert msgspec.convert(board, Board) == CONTENT.board, "the board served is the content pack's map"
    written = json.loads(MAP.read_text())
    for part in ("rooms", "spaces", "doors"):
        assert [entry["id"] for entry in board[part]] == [entry["id"] for entry in written[part]], part
    rooms = {room["id"]: room["name"] for room in board["rooms"]}
    assert rooms["cellar"] == {"en": "Cellar", "fr": "Cave"}
    spaces = {space["id"]: space for space in board["spaces"]}
    assert spaces["gh_west"]["rect"] == [0, 0, 1, 2] and spaces["gh_west"]["room"] == "greenhouse"
    assert all(door["a"] in spaces and door["b"] in spaces for door in board["doors"])
    for game, other in others.items():
        assert other["board"] is None and other["board_schema"] is None, game
