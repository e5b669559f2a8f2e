"""A move acknowledged over HTTP is in the next answer of ``POST /analytics/query`` and of ``folie sql``
(issue 37, "Fresh where it is read"), on a real ``folie serve`` over real files, without waiting for the
projector's pace or a publication of the copy other processes read.

Before issue 37's third session a query ran over the copy at the projector's last step (a move acknowledged
within the last second, the projector's pace, was missing) and ``folie sql`` read the published copy, as
old as its last publication: with ``FOLIE_ANALYTICS_PUBLISH_S`` at an hour, as here, it never saw a
move made after the server's start.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from domain.rng import Rng
from projections.analytics.simulation import play_many, store_played
from projections.analytics.snapshots import published_path
from projections.store import EventStore, StoreConfig
from tests.support.folie_serve import ROOT, folie_serve
from tests.trust.play import create, next_command, send

ADMIN = {"Authorization": "Bearer fresh-admin"}
MOVES = 3


@pytest.fixture
def served(tmp_path: Path) -> Iterator[tuple[str, dict[str, str]]]:
    env = {
        "SQLITE_DBNAME": str(tmp_path / "events.sqlite"),
        "FOLIE_ANALYTICS_PATH": str(tmp_path / "analytics.duckdb"),
        "FOLIE_ADMIN_TOKEN": "fresh-admin",
        "FOLIE_RATE_LIMIT_IP": "off",
        "FOLIE_RATE_LIMIT_TOKEN": "off",
        "FOLIE_ANALYTICS_PUBLISH_S": "3600",  # one publication at most: no reader may count on the next one
    }
    with folie_serve(env, tmp_path / "serve.log", "--log-level", "warning") as (url, _):
        yield url, env


def folie_sql(env: dict[str, str], sql: str) -> subprocess.CompletedProcess[str]:
    environment = {key: value for key, value in os.environ.items() if key != "FOLIE_DATABASE_URL"}
    environment.update(env)
    return subprocess.run(
        [sys.executable, "-m", "service.cli", "sql", sql, "--format", "json"],
        check=False,
        cwd=ROOT,
        env=environment,
        capture_output=True,
        text=True,
        timeout=180,
    )


def moves_of(match_id: str, version: int) -> str:
    return f"SELECT count(*) AS n FROM events WHERE match_id = '{match_id}' AND version = {version}"


def test_a_move_acknowledged_over_http_is_in_the_next_query_and_folie_sql(served: tuple[str, dict[str, str]]) -> None:
    url, env = served
    rng = Rng(37)
    with httpx.Client(base_url=url, timeout=60) as client:
        played = create(client, "maeshowe", {}, seed=37)
        warm = client.post("/analytics/query", headers=ADMIN, json={"sql": "SELECT count(*) FROM events"})
        assert warm.status_code == 200, warm.text
        for _ in range(MOVES):
            move = next_command(client, played, rng)
            assert move is not None
            sent = send(client, played, *move)
            assert sent.status == 200 and sent.versions, sent
            version = sent.versions[-1]
            answer = client.post("/analytics/query", headers=ADMIN, json={"sql": moves_of(played.match_id, version)})
            assert answer.status_code == 200, answer.text
            assert answer.json()["rows"] == [[1]], (version, answer.json())

        move = next_command(client, played, rng)
        assert move is not None
        sent = send(client, played, *move)
        assert sent.status == 200 and sent.versions, sent
        asked = folie_sql(env, moves_of(played.match_id, sent.versions[-1]))
        assert asked.returncode == 0, asked.stderr
        assert json.loads(asked.stdout) == [{"n": 1}], asked.stderr

        refused = folie_sql(env, "SELECT * FROM read_csv('/etc/passwd')")
        assert refused.returncode == 1 and "refused" in refused.stderr, (refused.stdout, refused.stderr)
        hostile = folie_sql(env, "SELECT length(repeat('x', 1000000000))")
        assert hostile.returncode == 1 and "query_too_large" in hostile.stderr, (hostile.stdout, hostile.stderr)
        assert client.get("/readyz").status_code == 200


def test_folie_sql_is_answered_by_folie_project_with_what_the_store_holds_now(tmp_path: Path) -> None:
    """The production set-up (``FOLIE_ANALYTICS_PROJECTOR=external`` on the API workers, PostgreSQL's
    multi-worker deployments): ``folie project`` owns the file, and answers ``folie sql`` as the service
    does. A match appended to the store is in the next ``folie sql``, with publications an hour apart."""
    events, analytics = tmp_path / "events.sqlite", tmp_path / "analytics.duckdb"
    env = {
        "FOLIE_DATABASE_URL": f"sqlite:///{events}",
        "FOLIE_ANALYTICS_PATH": str(analytics),
        "FOLIE_ANALYTICS_PUBLISH_S": "3600",
    }
    store = EventStore(StoreConfig(sqlite_path=str(events)))
    environment = {key: value for key, value in os.environ.items() if not key.startswith("FOLIE_")}
    environment.update(env)
    log = tmp_path / "project.log"
    try:
        (first,) = play_many("maeshowe", {}, "random", 1, 1, workers=1)
        store_played(store, first)
        with log.open("wb") as out:
            projecting = subprocess.Popen(
                [sys.executable, "-m", "service.cli", "project", "--quiet"],
                cwd=ROOT,
                env=environment,
                stdout=out,
                stderr=subprocess.STDOUT,
                start_new_session=True,
            )
        try:
            deadline = time.monotonic() + 120
            while not published_path(analytics).exists():  # its first step is committed and published
                assert projecting.poll() is None and time.monotonic() < deadline, log.read_text()[-2000:]
                time.sleep(0.1)
            for seed in (2, 3):
                (played,) = play_many("maeshowe", {}, "random", 1, seed, workers=1)
                store_played(store, played)
                match = played[0].match_id
                asked = folie_sql(env, f"SELECT count(*) AS n FROM match_created WHERE match_id = '{match}'")
                assert asked.returncode == 0, asked.stderr
                assert json.loads(asked.stdout) == [{"n": 1}], asked.stderr
            refused = folie_sql(env, "SELECT * FROM read_csv('/etc/passwd')")
            assert refused.returncode == 1 and "refused" in refused.stderr, (refused.stdout, refused.stderr)
        finally:
            projecting.terminate()
            projecting.wait(30)
        assert projecting.returncode == 0, log.read_text()[-2000:]
    finally:
        store.close()
