"""A match whose game this server does not run answers one clear 503 on every route, live streams too.

Two real stores: a toy match written by an app that runs the toy game, then served by one that does
not (its set-up events cannot be decoded), and a match that holds only its ``match_created``, for a
game no build registers (nothing to decode, but no engine to fold or view it). ``/view``, ``/events``
and the live stream (SSE and NDJSON) all answer 503 ``event_undecodable`` naming the match and what to
do, with no traceback logged.
"""

from __future__ import annotations

import uuid
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from litestar.testing import TestClient

from domain.match_events import MatchCreated, Record
from domain.registry import default_engines
from projections.codec import Codec
from projections.matches import MatchRepository
from projections.store import EventStore, StoreConfig
from service.app import create_app
from service.auth import token_hash
from service.settings import Settings
from tests.support.said import Said, listening
from tests.support.toy import ENGINE as TOY

ROUTES = ("view", "events", "events/stream", "events/stream?format=ndjson", "events/stream?after=1")


@pytest.fixture
def said() -> Iterator[Said]:
    with listening("folie") as said:
        yield said


def settings(tmp_path: Path) -> Settings:
    store = StoreConfig(sqlite_path=str(tmp_path / "events.sqlite"))
    return Settings(store=store, analytics_path=str(tmp_path / "analytics.duckdb"), admin_token="unregistered-admin")


def toy_match(tmp_path: Path) -> tuple[str, str]:
    """A toy match created by an app that runs the toy game: its id and seat 0's token."""
    with TestClient(create_app(settings(tmp_path), engines={"toy": TOY})) as client:
        created = client.post("/matches", json={"game": "toy", "options": {}, "seed": 5})
        assert created.status_code == 201, created.text
        return created.json()["match_id"], created.json()["seats"][0]["token"]


def bare_match(tmp_path: Path) -> tuple[str, str]:
    """A match of a game no build registers that holds only its ``match_created`` event."""
    engines = default_engines()
    store = EventStore(settings(tmp_path).store)
    try:
        repo = MatchRepository(store, Codec(engines), engines)
        match_id = str(uuid.uuid4())
        created = MatchCreated(
            game="nosuch",
            rules_version="1",
            options={},
            seats=2,
            seed=1,
            seat_tokens=[token_hash("seat-0-token"), token_hash("seat-1-token")],
            creator_token=token_hash("creator-token"),
            created_at=1_800_000_000.0,
        )
        store.insert(repo.encode(match_id, [Record(version=1, event=created, cmd=0, at=1_800_000_000.0)]))
    finally:
        store.close()
    return match_id, "seat-0-token"


@pytest.mark.parametrize("written", [toy_match, bare_match], ids=["events_undecodable", "only_match_created"])
def test_every_route_answers_503_for_a_game_this_server_does_not_run(
    tmp_path: Path, said: Said, written: Callable[[Path], tuple[str, str]]
) -> None:
    match_id, token = written(tmp_path)
    with TestClient(create_app(settings(tmp_path), engines=default_engines())) as client:
        said.records.clear()
        for route in ROUTES:
            answer = client.get(f"/matches/{match_id}/{route}", headers={"Authorization": f"Bearer {token}"})
            assert answer.status_code == 503, (route, answer.text)
            problem = answer.json()
            assert problem["code"] == "event_undecodable", (route, problem)
            assert match_id in problem["detail"] and "folie verify" in problem["detail"], problem
    assert not said.tracebacks(), said.tracebacks()
