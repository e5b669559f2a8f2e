"""One bad row never stops the projector: what it cannot project is recorded as a dead letter.

A negative seed (any 64-bit signed integer is a valid seed) stopped the projector for good when the
column was unsigned; an event whose bytes cannot be decoded did the same. Both run on the real app
over HTTP: the projector must go on past them, record what it skipped, and say so in
``/analytics/status`` and ``/metrics``.
"""

from __future__ import annotations

import time
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest
from litestar.testing import TestClient

from domain.match_events import ChatPosted, Record
from projections.codec import Codec
from projections.store import EventStore, StoreConfig, stored
from tests.support.analytics_client import Client, analytics_app, caught_up, query_rows
from tests.support.toy import ENGINE as TOY


@pytest.fixture
def app_paths(tmp_path: Path) -> tuple[Path, Path]:
    return tmp_path / "events.sqlite", tmp_path / "analytics.duckdb"


@pytest.fixture
def client(app_paths: tuple[Path, Path]) -> Iterator[Client]:
    with TestClient(analytics_app(*app_paths)) as test_client:
        yield test_client


def test_a_negative_seed_is_projected(client: Client) -> None:
    """Seeds are signed 64-bit integers (the create schema says so); the extremes are projected as given."""
    seeds = [-5, -(2**63), 2**63 - 1]
    ids = []
    for seed in seeds:
        created = client.post("/matches", json={"game": "toy", "options": {"target": 6}, "seed": seed})
        assert created.status_code == 201, created.text
        ids.append(created.json()["match_id"])
    status = caught_up(client)
    assert status["dead_letters"] == 0
    rows = query_rows(client, "SELECT match_id::VARCHAR, seed FROM match_created")
    assert {row[0]: int(row[1]) for row in rows} == dict(zip(ids, seeds, strict=True))


def test_an_undecodable_event_is_a_dead_letter_and_the_projector_goes_on(
    client: Client, app_paths: tuple[Path, Path]
) -> None:
    opened = client.post("/matches", json={"game": "toy", "options": {"target": 6}, "seed": 1}).json()
    before = opened["match_id"]
    caught_up(client)
    # A chat line whose stored bytes are not an envelope, appended to the store as another worker would.
    store = EventStore(StoreConfig(sqlite_path=str(app_paths[0])))
    try:
        bad_match = uuid.UUID(before)
        version = store.last_version(bad_match) + 1
        store.insert([stored(bad_match, version, "folie/chat_posted@2", b"\xc1 not msgpack")])
        bad_position = store.max_notification_id()
        after_bad = Record(version + 1, ChatPosted(seat=0, text="still here"), version + 1, 0, time.time())
        store.insert([stored(bad_match, version + 1, *Codec({"toy": TOY}).encode(after_bad))])
    finally:
        store.close()
    after = client.post("/matches", json={"game": "toy", "options": {"target": 6}, "seed": 2}).json()["match_id"]

    status = caught_up(client)
    assert status["position"] > bad_position
    assert status["dead_letters"] == 1
    assert status["last_dead_letter"]["notification_id"] == bad_position
    assert status["last_dead_letter"]["topic"] == "folie/chat_posted@2"
    rows = query_rows(client, "SELECT notification_id, match_id::VARCHAR, version, topic, error FROM dead_letters")
    assert [row[:4] for row in rows] == [[bad_position, before, version, "folie/chat_posted@2"]]
    assert rows[0][4]  # what went wrong, in words
    projected = {row[0] for row in query_rows(client, "SELECT match_id::VARCHAR FROM match_created")}
    assert {before, after} <= projected
    # the match goes on being projected after its bad event (the caches are rebuilt around it)
    assert query_rows(client, f"SELECT text FROM chat WHERE match_id = '{before}'") == [["still here"]]
    metrics = client.get("/metrics").text
    assert "folie_analytics_dead_letters 1" in metrics.replace(".0", "")
