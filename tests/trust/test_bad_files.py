"""Bad files give one clear message, never a traceback: real files, real commands.

Four kinds of bad file: an event store whose directory cannot be created, an event store that is
not a database, a SQLite store with damaged pages, and an analytics file that is not DuckDB. Each
is met by ``folie serve``, ``folie verify`` and ``folie project`` as an operator would run them:
one message naming the file and what to do; ``/readyz`` answers 503 while the store is damaged;
``verify`` reports the damage and exits 1; the service picks up a rebuilt analytics file by itself.
Requests that meet damaged pages get 503 ``store_corrupt`` (logged once); an event the scheduler
cannot decode pauses its match with one message; ``folie simulate`` names a bad analytics file.
"""

from __future__ import annotations

import contextlib
import logging
import os
import sqlite3
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any
from uuid import UUID

import httpx
import msgspec
import psycopg
import pytest
from litestar import Litestar
from litestar.testing import TestClient

from domain.registry import default_engines
from projections.codec import Envelope
from projections.store import EventStore, StoreConfig, stored
from service.app import create_app
from service.settings import Settings
from tests.conftest import Clock
from tests.support.damage import checkpoint, overwrite, overwrite_pages, page_count
from tests.support.folie_serve import START_SECONDS, folie_serve
from tests.support.postgres import Server
from tests.support.said import Said, listening
from tests.support.simulated_store import simulated_store
from tests.support.toy import ENGINE as TOY

ROOT = Path(__file__).resolve().parents[2]
ADMIN = {"Authorization": "Bearer files-admin"}


def folie(
    *args: str, events: Path, analytics: Path, timeout: float = START_SECONDS
) -> subprocess.CompletedProcess[str]:
    """Run a ``folie`` command on these files; ``timeout`` only stops a hung one (it includes the start)."""
    env = {**os.environ, "SQLITE_DBNAME": str(events), "FOLIE_ANALYTICS_PATH": str(analytics)}
    env.pop("FOLIE_DATABASE_URL", None)
    return subprocess.run(
        [sys.executable, "-m", "service.cli", *args],
        check=False,
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=timeout,
    )


COMMANDS = [
    ["serve", "--port", "0"],
    ["verify"],
    ["project", "--once"],
    ["simulate", "montagnes", "--games", "1", "--workers", "1", "--quiet"],
]


def one_clear_message(result: subprocess.CompletedProcess[str], path: Path, advice: str) -> None:
    output = result.stdout + result.stderr
    assert result.returncode != 0, output
    assert "Traceback" not in output, output
    lines = [line for line in result.stderr.splitlines() if line.strip()]
    assert len(lines) == 1, output
    assert str(path) in lines[0] and advice in lines[0], lines[0]


def match_events(client: TestClient[Any]) -> int:
    """The store's match events, which the analytics' `events` table holds one for one: its head less
    the facts recorded once per finished match (issue 37: `domain.facts`, a stream of their own)."""
    head = client.get("/analytics/status", headers=ADMIN).json()["head"]
    facts = client.post("/analytics/query", headers=ADMIN, json={"sql": "SELECT count(*) FROM match_results"})
    assert facts.status_code == 200, facts.text
    return int(head) - int(facts.json()["rows"][0][0])


def small_store(path: Path) -> Path:
    simulated_store(path, [("montagnes", {"players": 3}, "random", 3), ("montagnes", {"players": 4}, "random", 3)])
    checkpoint(path)
    return path


@pytest.mark.parametrize("command", COMMANDS)
def test_an_unwritable_directory_is_one_clear_message(tmp_path: Path, command: list[str]) -> None:
    var = tmp_path / "var"
    var.write_text("a file where the data directory should be\n")
    events = var / "folie.sqlite"
    result = folie(*command, events=events, analytics=tmp_path / "a.duckdb")
    one_clear_message(result, events, f"make {var} a directory this user may write")


@pytest.mark.parametrize("command", COMMANDS)
def test_a_file_that_is_not_a_database_is_one_clear_message(tmp_path: Path, command: list[str]) -> None:
    events = tmp_path / "folie.sqlite"
    events.write_text("these are not the events you are looking for\n" * 200)
    result = folie(*command, events=events, analytics=tmp_path / "a.duckdb")
    one_clear_message(result, events, "restore it from a backup")


def test_verify_reports_damaged_pages_without_crashing(tmp_path: Path) -> None:
    events = damage_pages_of(small_store(tmp_path / "folie.sqlite"))
    result = folie("verify", events=events, analytics=tmp_path / "a.duckdb")
    assert result.returncode == 1, result.stdout + result.stderr
    assert "Traceback" not in result.stdout + result.stderr
    assert f"CORRUPT (store): store_corrupt: {events} is damaged" in result.stdout
    assert "restore it from a backup" in result.stdout


def damage_pages_of(path: Path) -> Path:
    """Junk over the middle third of the file's pages (the schema on the first stays readable)."""
    pages = page_count(path)
    return overwrite_pages(path, range(pages // 3, 2 * pages // 3))


@contextlib.contextmanager
def serving(events: Path, tmp_path: Path) -> Iterator[tuple[str, Path]]:
    """A real ``folie serve`` on ``events`` (plain-text log in ``serve.log``), up: ``(url, log)``."""
    env = {"SQLITE_DBNAME": str(events), "FOLIE_ANALYTICS_PATH": str(tmp_path / "a.duckdb")}
    log = tmp_path / "serve.log"
    with folie_serve({**env, "FOLIE_ADMIN_TOKEN": "files-admin"}, log, "--log-format", "text") as (url, _):
        yield url, log


@pytest.fixture
def damaged_server(tmp_path: Path) -> Iterator[tuple[str, Path, Path]]:
    events = damage_pages_of(small_store(tmp_path / "folie.sqlite"))
    with serving(events, tmp_path) as (url, log):
        yield url, events, log


def test_a_damaged_store_makes_the_server_not_ready_with_one_message(
    damaged_server: tuple[str, Path, Path],
) -> None:
    url, events, log = damaged_server
    deadline = time.monotonic() + 30
    while True:
        try:
            ready = httpx.get(f"{url}/readyz", timeout=5)
            if ready.status_code == 503:
                break
        except httpx.HTTPError:
            pass
        assert time.monotonic() < deadline, "the server stayed ready on a damaged store"
        time.sleep(0.2)
    problem = ready.json()
    assert problem["code"] == "store_corrupt"
    assert str(events) in problem["detail"] and "restore it from a backup" in problem["detail"]
    time.sleep(3)  # the scheduler and the projector keep trying meanwhile: quietly
    text = log.read_text()
    assert "Traceback" not in text, text[-3000:]
    assert text.count("is damaged") == 1, text[-3000:]
    assert httpx.get(f"{url}/readyz", timeout=5).status_code == 503


def test_a_corrupt_analytics_file_is_a_clear_503_until_rebuilt_without_a_restart(tmp_path: Path) -> None:
    events = small_store(tmp_path / "folie.sqlite")
    analytics = tmp_path / "analytics.duckdb"
    analytics.write_bytes(os.urandom(300_000))
    settings = Settings(
        store=StoreConfig(sqlite_path=str(events)), admin_token="files-admin", analytics_path=str(analytics)
    )
    app: Litestar = create_app(settings, engines=default_engines())
    with TestClient(app) as client:
        status = client.get("/analytics/status", headers=ADMIN)
        assert status.status_code == 503, status.text
        detail = status.json()["detail"]
        assert str(analytics) in detail and "folie project --rebuild --once" in detail
        assert client.get("/readyz").status_code == 200  # the games go on without analytics

        rebuilt = folie("project", "--rebuild", "--once", "--quiet", events=events, analytics=analytics)
        assert rebuilt.returncode == 0, rebuilt.stdout + rebuilt.stderr
        deadline = time.monotonic() + 20
        while client.get("/analytics/status", headers=ADMIN).status_code != 200:
            assert time.monotonic() < deadline, "the service did not open the rebuilt file"
            time.sleep(0.2)
        count = client.post("/analytics/query", headers=ADMIN, json={"sql": "SELECT count(*) FROM events"})
        assert count.status_code == 200 and count.json()["rows"] == [[match_events(client)]]


def test_a_damaged_analytics_file_is_let_go_and_the_rebuilt_one_opened_without_a_restart(tmp_path: Path) -> None:
    """Blocks with bad checksums open fine and fail when read: the service then lets go of the file, so
    that ``folie project --rebuild --once`` can replace it, and opens the new one by itself."""
    events = small_store(tmp_path / "folie.sqlite")
    analytics = tmp_path / "analytics.duckdb"
    built = folie("project", "--once", "--quiet", events=events, analytics=analytics)
    assert built.returncode == 0, built.stderr
    size = analytics.stat().st_size
    assert size > 12288 + 2 * 262144
    with analytics.open("r+b") as file:  # the start of the second data block (rows of `events` here)
        file.seek(12288 + 262144)
        file.write(b"\xa5" * 4096)
    settings = Settings(
        store=StoreConfig(sqlite_path=str(events)), admin_token="files-admin", analytics_path=str(analytics)
    )
    with TestClient(create_app(settings, engines=default_engines())) as client:
        sql = {"sql": "SELECT count(*), sum(length(body)) FROM events"}
        damaged = client.post("/analytics/query", headers=ADMIN, json=sql)
        assert damaged.status_code == 503, damaged.text
        assert damaged.json()["code"] == "analytics_damaged", damaged.text
        assert (
            str(analytics) in damaged.json()["detail"] and "folie project --rebuild --once" in damaged.json()["detail"]
        )

        rebuilt = folie("project", "--rebuild", "--once", "--quiet", events=events, analytics=analytics)
        assert rebuilt.returncode == 0, rebuilt.stdout + rebuilt.stderr
        deadline = time.monotonic() + 20
        while (answer := client.post("/analytics/query", headers=ADMIN, json=sql)).status_code != 200:
            assert time.monotonic() < deadline, answer.text
            time.sleep(0.2)
        assert answer.json()["rows"][0][0] == match_events(client)


def test_requests_on_a_damaged_store_are_503_store_corrupt_logged_once(tmp_path: Path) -> None:
    """Reads, commands and new matches that meet damaged pages: a 503 naming the file and what to do
    (was a 500 with a traceback per request), one log message in all, nothing acknowledged."""
    events = tmp_path / "folie.sqlite"
    settings = Settings(store=StoreConfig(sqlite_path=str(events)), analytics_path=str(tmp_path / "a.duckdb"))
    matches: list[tuple[str, dict[str, str], dict[str, Any]]] = []
    with TestClient(create_app(settings, engines=default_engines())) as client:
        for _ in range(30):
            created = client.post("/matches", json={"game": "montagnes", "options": {"players": 3}}).json()
            view = client.get(
                f"/matches/{created['match_id']}/view",
                headers={"Authorization": f"Bearer {created['seats'][0]['token']}"},
            ).json()
            seat = view["status"]["to_act"][0]
            auth = {"Authorization": f"Bearer {created['seats'][seat]['token']}"}
            action = client.get(f"/matches/{created['match_id']}/view", headers=auth).json()["legal_actions"][0]
            command = {"action": action["action"], **action["fixed"]}
            command.update({param["name"]: param["choices"][0]["value"] for param in action["params"]})
            matches.append((created["match_id"], auth, command))
    checkpoint(events)
    overwrite_pages(events, range(1, page_count(events)))  # all but the schema: every table is damaged

    with serving(events, tmp_path) as (url, log):
        answers = []
        for match_id, auth, command in matches[:5]:
            answers.append(httpx.post(f"{url}/matches/{match_id}/commands", headers=auth, json={"command": command}))
            answers.append(httpx.get(f"{url}/matches/{match_id}/view", headers=auth))
        answers.append(httpx.post(f"{url}/matches", json={"game": "montagnes", "options": {"players": 3}}))
        for answer in answers:
            assert answer.status_code == 503, (answer.request.url, answer.text)
            problem = answer.json()
            assert problem["code"] == "store_corrupt", problem
            assert str(events) in problem["detail"], problem
            assert "folie verify" in problem["detail"] and "restore it from a backup" in problem["detail"], problem
        time.sleep(1)
        text = log.read_text()
        assert "Traceback" not in text, text[-3000:]
        assert text.count("is damaged") == 1, text[-3000:]


def metric(client: TestClient[Litestar], name: str) -> float | None:
    for line in client.get("/metrics").text.splitlines():
        if line.startswith(name + " "):
            return float(line.split()[1])
    return None


def test_an_undecodable_event_pauses_its_match_with_one_message_and_the_scheduler_goes_on(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, scheduler_log: Said
) -> None:
    """A timed match whose stored events cannot be decoded (a corrupt body under a topic the scheduler
    follows; a topic this build does not know, met when its deadline fires) was a traceback every
    second and no deadline fired for anyone. Now: one message per match with its id and the version
    of the bad event, that match paused, the other matches' deadlines fired."""
    monkeypatch.setenv("FOLIE_SCHEDULER_INTERVAL", "0.05")
    monkeypatch.setenv("FOLIE_SCHEDULER_STANDBY", "0.1")
    config = StoreConfig(sqlite_path=str(tmp_path / "folie.sqlite"))
    clock = Clock()
    settings = Settings(store=config, analytics_path=str(tmp_path / "a.duckdb"), analytics_projector="off")
    with TestClient(create_app(settings, engines={"toy": TOY}, clock=clock)) as client:
        versions = {}
        for _ in range(3):  # the first turn ends by hand: the next one has a deadline
            created = client.post("/matches", json={"game": "toy", "options": {"turn_seconds": 30}}).json()
            ended = client.post(
                f"/matches/{created['match_id']}/commands",
                headers={"Authorization": f"Bearer {created['seats'][0]['token']}"},
                json={"command": {"action": "end_turn"}},
            )
            versions[created["match_id"]] = ended.json()["version"]
        corrupt, unknown, healthy = versions
        wait_for(lambda: metric(client, "folie_scheduler_deadlines") == 3)
        store = EventStore(config)
        try:
            store.insert([stored(UUID(corrupt), versions[corrupt] + 1, "toy/turn_ended@1", b"\xc1 not msgpack")])
            envelope = Envelope(None, clock(), 0, None, None, False, msgspec.Raw(msgspec.msgpack.encode({"seat": 0})))
            teleported = stored(
                UUID(unknown), versions[unknown] + 1, "toy/teleported@1", msgspec.msgpack.encode(envelope)
            )
            store.insert([teleported])
        finally:
            store.close()
        clock.advance(31)
        wait_for(lambda: metric(client, "folie_scheduler_fired_total") == 1)
        time.sleep(1)  # twenty looks at the log and the index: the messages stay one each
        assert metric(client, "folie_scheduler_leader") == 1
    store = EventStore(config)
    try:
        assert [row.topic for row in store.select(UUID(healthy))][-1] == "toy/turn_ended@1"
    finally:
        store.close()
    records = [r for r in scheduler_log.records if r.levelno >= logging.WARNING]
    assert not any(r.exc_info for r in records), [r.getMessage() for r in records]
    messages = [r.getMessage() for r in records]
    assert len(messages) == 2, messages
    for match_id, topic in [(corrupt, "toy/turn_ended@1"), (unknown, "toy/teleported@1")]:
        [message] = [m for m in messages if match_id in m]
        assert (
            f"version {versions[match_id] + 1}" in message
            and topic in message
            and f"folie verify --match {match_id}" in message
        )


@pytest.fixture
def scheduler_log() -> Iterator[Said]:
    with listening("folie.scheduler") as said:
        yield said


def wait_for(predicate: Callable[[], bool], seconds: float = 15.0) -> None:
    deadline = time.monotonic() + seconds
    while not predicate():
        assert time.monotonic() < deadline, "timed out"
        time.sleep(0.02)


def damaged_headers(tmp_path: Path, events: Path) -> Path:
    """A projected analytics file whose two database headers fail their checksums."""
    analytics = tmp_path / "analytics.duckdb"
    built = folie("project", "--once", "--quiet", events=events, analytics=analytics)
    assert built.returncode == 0, built.stderr
    return overwrite(analytics, [4096], 8192)


def damaged_blocks(tmp_path: Path, events: Path) -> Path:
    """A projected analytics file that opens (its headers and first block are sound) and whose other
    blocks fail their checksums: the projector meets them while it catches up."""
    analytics = tmp_path / "analytics.duckdb"
    built = folie("project", "--once", "--quiet", events=events, analytics=analytics)
    assert built.returncode == 0, built.stderr
    blocks = (analytics.stat().st_size - 12288) // 262144
    return overwrite(analytics, (12288 + block * 262144 for block in range(1, blocks)))


def not_duckdb(tmp_path: Path, _: Path) -> Path:
    analytics = tmp_path / "analytics.duckdb"
    analytics.write_bytes(os.urandom(300_000))
    return analytics


@pytest.mark.parametrize("bad_file", [not_duckdb, damaged_headers, damaged_blocks])
def test_simulate_on_a_bad_analytics_file_is_one_clear_message(
    tmp_path: Path, bad_file: Callable[[Path, Path], Path]
) -> None:
    """``folie simulate`` stores its matches, then projects them: a bad analytics file there was a
    traceback; now one line naming the file and the rebuild, exit 1, the matches stored all the same."""
    events = small_store(tmp_path / "folie.sqlite")
    before = sqlite3.connect(events).execute("SELECT count(*) FROM stored_events").fetchone()[0]
    analytics = bad_file(tmp_path, events)
    options = '{"players": 3}'
    result = folie(
        "simulate", "montagnes", "--games", "2", "--workers", "1", "--options", options, "--quiet",
        events=events, analytics=analytics,
    )  # fmt: skip
    one_clear_message(result, analytics, "folie project --rebuild --once")
    assert "2 matches stored" in result.stderr
    after = sqlite3.connect(events).execute("SELECT count(*) FROM stored_events").fetchone()[0]
    assert after > before


def test_project_meeting_damaged_blocks_is_one_clear_message(tmp_path: Path) -> None:
    """``folie project --once`` catching up into a file whose blocks fail their checksums was a traceback;
    now one line naming the file and the rebuild, exit 1."""
    events = small_store(tmp_path / "folie.sqlite")
    analytics = damaged_blocks(tmp_path, events)
    options = '{"players": 3}'
    added = folie(
        "simulate", "montagnes", "--games", "2", "--workers", "1", "--options", options, "--quiet", "--no-project",
        events=events, analytics=analytics,
    )  # fmt: skip
    assert added.returncode == 0, added.stderr
    result = folie("project", "--once", "--quiet", events=events, analytics=analytics)
    one_clear_message(result, analytics, "folie project --rebuild --once")


@pytest.fixture
def errors_log() -> Iterator[Said]:
    with listening("folie.errors") as said:
        yield said


def test_a_match_holding_an_undecodable_event_is_a_503_logged_once(tmp_path: Path, errors_log: Said) -> None:
    """Reads and commands on a match whose stored events cannot be decoded were a 500 with a traceback
    per request: now a 503 naming the match and what to do, one message, and other matches go on."""
    config = StoreConfig(sqlite_path=str(tmp_path / "folie.sqlite"))
    settings = Settings(store=config, analytics_path=str(tmp_path / "a.duckdb"), analytics_projector="off")
    with TestClient(create_app(settings, engines={"toy": TOY})) as client:
        broken, healthy = (client.post("/matches", json={"game": "toy", "options": {}}).json() for _ in range(2))
        envelope = Envelope(None, 0.0, 0, None, None, False, msgspec.Raw(msgspec.msgpack.encode({"seat": 0})))
        store = EventStore(config)
        try:
            store.insert(
                [
                    stored(
                        UUID(broken["match_id"]),
                        broken["version"] + 1,
                        "toy/teleported@1",
                        msgspec.msgpack.encode(envelope),
                    )
                ]
            )
        finally:
            store.close()
        for match in (broken, healthy):
            base, auth = f"/matches/{match['match_id']}", {"Authorization": f"Bearer {match['seats'][0]['token']}"}
            answers = [
                client.get(f"{base}/view", headers=auth),
                client.get(f"{base}/events", headers=auth),
                client.post(f"{base}/commands", headers=auth, json={"command": {"action": "end_turn"}}),
            ]
            if match is healthy:
                assert [a.status_code for a in answers] == [200, 200, 200], [a.text for a in answers]
                continue
            for answer in answers:
                assert answer.status_code == 503, answer.text
                problem = answer.json()
                assert problem["code"] == "event_undecodable", problem
                assert f"folie verify --match {broken['match_id']}" in problem["detail"], problem
                assert "toy/teleported@1" in problem["detail"], problem
    assert not errors_log.tracebacks(), errors_log.tracebacks()
    assert len([r for r in errors_log.records if broken["match_id"] in r.getMessage()]) == 1


@pytest.mark.postgres
def test_postgres_reporting_damaged_data_is_a_503_store_corrupt(postgres: Server, tmp_path: Path) -> None:
    """PostgreSQL's own codes for damage (``XX001`` data_corrupted, ``XX002`` index_corrupted) get the
    same answer as a damaged SQLite file: 503 ``store_corrupt`` naming the database and what to do,
    ``/readyz`` not ready. The damage is the server's error as it reports an unreadable block, raised
    here by a trigger on the events table (a real file is not damaged under a running cluster)."""
    settings, schema = postgres.app_settings(tmp_path / "a.duckdb")
    with TestClient(create_app(settings, engines={"toy": TOY})) as client:
        assert client.post("/matches", json={"game": "toy", "options": {}}).status_code == 201
        with psycopg.connect(postgres.url(), autocommit=True) as con:
            con.execute(
                f"CREATE FUNCTION {schema}.damaged() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN "
                "RAISE EXCEPTION 'could not read block 7 in file \"base/16384/16385\": read only 0 of 8192 bytes' "
                "USING ERRCODE = 'data_corrupted'; END $$"
            )
            con.execute(
                f"CREATE TRIGGER damaged BEFORE INSERT ON {schema}.stored_events "
                f"FOR EACH STATEMENT EXECUTE FUNCTION {schema}.damaged()"
            )
        created = client.post("/matches", json={"game": "toy", "options": {}})
        assert created.status_code == 503, created.text
        problem = created.json()
        assert problem["code"] == "store_corrupt", problem
        assert postgres.dbname in problem["detail"] and schema in problem["detail"], problem
        assert "could not read block 7" in problem["detail"] and "restore it from a backup" in problem["detail"]
        ready = client.get("/readyz")
        assert ready.status_code == 503 and ready.json()["code"] == "store_corrupt", ready.text


@pytest.fixture
def store_log() -> Iterator[Said]:
    with listening("folie.store") as said:
        yield said


def test_a_damaged_snapshots_table_is_said_once_and_commands_go_on(tmp_path: Path, store_log: Said) -> None:
    """Snapshots are a cache written after the events: when their table's pages are damaged, commands
    are still stored and answered, the store says so once (``/readyz`` 503 ``store_corrupt``) and no
    snapshot attempt logs a traceback (each one did)."""
    events = tmp_path / "folie.sqlite"
    config = StoreConfig(sqlite_path=str(events))
    EventStore(config).close()  # the tables, so that the snapshots' root page can be found and damaged
    con = sqlite3.connect(events)
    (root,) = con.execute("SELECT rootpage FROM sqlite_master WHERE name = 'stored_snapshots'").fetchone()
    con.close()
    checkpoint(events)
    overwrite_pages(events, [root - 1])
    settings = Settings(
        store=config, analytics_path=str(tmp_path / "a.duckdb"), analytics_projector="off", snapshot_every=2
    )
    with TestClient(create_app(settings, engines={"toy": TOY})) as client:
        created = client.post("/matches", json={"game": "toy", "options": {"target": 1000}}).json()
        tokens = [f"Bearer {seat['token']}" for seat in created["seats"]]
        for turn in range(10):
            answer = client.post(
                f"/matches/{created['match_id']}/commands",
                headers={"Authorization": tokens[turn % 2]},
                json={"command": {"action": "end_turn"}},
            )
            assert answer.status_code == 200, answer.text
        ready = client.get("/readyz")
        assert ready.status_code == 503 and ready.json()["code"] == "store_corrupt", ready.text
    assert not store_log.tracebacks(), store_log.tracebacks()
    assert [r.getMessage().count("is damaged") for r in store_log.records] == [1]
    store = EventStore(config)
    try:
        assert len(store.select(UUID(created["match_id"]))) == created["version"] + 10
    finally:
        store.close()
