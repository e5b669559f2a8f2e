"""Crash consistency: SIGKILL the real server under load, many times; no acknowledged action is lost.

``folie serve`` runs as a subprocess on SQLite and on PostgreSQL. Client threads play their own
matches (random legal commands of every registered game, each with an ``Idempotency-Key``); at a
random moment the server's process group gets SIGKILL. With the server down, the store is checked:

* every acknowledged command (HTTP 200) is stored exactly once, at the versions its response named;
* every stored command was sent by a client, and its events are exactly what the rules decide for
  it from the state before it: nothing half-written;
* ``folie verify`` passes on every match.

Then the server restarts and every client first retries its unanswered request with the same key:
the retry must never append a second time. Raise ``FOLIE_TRUST_KILLS`` (default 5, 30 with
``FOLIE_TRUST_LARGE=1``) for a longer run. Torn writes and a full disk: ``test_power_loss.py``.
"""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import threading
import time
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import msgspec
import pytest

from domain.match import decide_command
from domain.registry import default_engines
from domain.rng import Rng
from projections.codec import Codec
from projections.matches import MatchRepository
from projections.store import EventStore, StoreConfig
from service.commands.verify import verify_store
from tests.support.folie_serve import free_port
from tests.support.postgres import Server
from tests.trust import figures
from tests.trust.play import GAMES, Played, Sent, create, next_command, send

KILLS = int(os.environ.get("FOLIE_TRUST_KILLS", "30" if os.environ.get("FOLIE_TRUST_LARGE") else "5"))
CLIENTS = 4
ROOT = Path(__file__).resolve().parents[2]


class Service:
    """``folie serve`` in its own process group, restartable, killable with SIGKILL."""

    def __init__(self, database_url: str, log: Path, env: dict[str, str] | None = None) -> None:
        self.env = {
            **os.environ,
            **(env or {}),
            "FOLIE_DATABASE_URL": database_url,
            "FOLIE_RATE_LIMIT_IP": "off",
            "FOLIE_RATE_LIMIT_TOKEN": "off",
            "FOLIE_ANALYTICS_PROJECTOR": "off",
            "FOLIE_SNAPSHOT_EVERY": "5",
        }
        self.log = log
        self.prefix: list[str] = []
        """Run the server under this (e.g. ``strace`` injecting faults); empty: as is."""
        self.process: subprocess.Popen[bytes] | None = None
        self.url = ""

    def start(self) -> None:
        port = free_port()
        self.url = f"http://127.0.0.1:{port}"
        with self.log.open("ab") as log:
            self.process = subprocess.Popen(
                [
                    *self.prefix,
                    sys.executable,
                    "-m",
                    "service.cli",
                    "serve",
                    "--port",
                    str(port),
                    "--log-level",
                    "warning",
                ],
                cwd=ROOT,
                env=self.env,
                stdout=log,
                stderr=subprocess.STDOUT,
                start_new_session=True,
            )
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            assert self.process.poll() is None, self.log.read_text()[-3000:]
            try:
                if httpx.get(f"{self.url}/healthz", timeout=1).status_code == 200:
                    return
            except httpx.HTTPError:
                time.sleep(0.05)
        raise AssertionError("the server did not start")

    def kill(self) -> None:
        if self.process is not None and self.process.poll() is None:
            os.killpg(self.process.pid, signal.SIGKILL)
            self.process.wait(timeout=30)


class Player(threading.Thread):
    """Plays matches until the server dies; keeps every request it sent in the shared ledger."""

    def __init__(self, index: int, url: str, ledger: list[Sent], matches: dict[str, Played]) -> None:
        super().__init__(daemon=True)
        self.rng = Rng(random.getrandbits(63))
        self.index = index
        self.url = url
        self.ledger = ledger
        self.matches = matches
        self.match: Played | None = None
        self.unanswered: Sent | None = None

    def run(self) -> None:
        with httpx.Client(base_url=self.url, timeout=10) as client:
            try:
                if self.unanswered is not None:
                    retry = self.unanswered
                    self.attempt(client, self.matches[retry.match_id], retry.seat, retry.body, retry.key)
                while True:
                    if self.match is None:
                        game, options = GAMES[(self.index + self.rng.below(len(GAMES))) % len(GAMES)]
                        self.match = create(client, game, options)
                        self.matches[self.match.match_id] = self.match
                    move = next_command(client, self.match, self.rng)
                    if move is None:
                        self.match = None
                        continue
                    self.attempt(client, self.match, *move, uuid.uuid4().hex)
            except (httpx.HTTPError, AssertionError):
                return  # the server was killed; the main thread restarts it

    def attempt(self, client: httpx.Client, played: Played, seat: int, body: dict[str, Any], key: str) -> None:
        """Send one command; it stays ``unanswered`` (to retry with its key) until a response comes."""
        pending = Sent(played.match_id, seat, key, body)
        self.ledger.append(pending)
        self.unanswered = pending
        answer = send(client, played, seat, body, key=key)
        pending.status, pending.versions = answer.status, answer.versions
        pending.code, pending.detail = answer.code, answer.detail
        self.unanswered = None


def check_store(config: StoreConfig, ledger: list[Sent], matches: dict[str, Played]) -> int:
    """Everything acknowledged is stored once; everything stored was sent and is whole. Returns the
    number of acknowledged commands checked."""
    engines = default_engines()
    store = EventStore(config)
    try:
        report = verify_store(store, engines)
        assert report.ok, report.findings
        repo = MatchRepository(store, Codec(engines), engines)
        bodies = {sent.key: sent for sent in ledger}
        acknowledged = 0
        for match_id, played in matches.items():
            groups: dict[str, list[Any]] = {}
            for record in repo.records(match_id):
                if record.key is not None:
                    groups.setdefault(record.key, []).append(record)
            for key, records in groups.items():
                assert key in bodies, "a stored command that no client sent"
                sent = bodies[key]
                engine = engines[played.game]
                before = repo.state_at(match_id, records[0].cmd)
                command = engine.parse_command(sent.body)
                decided = decide_command(engine, before, sent.seat, command, records[0].at).events
                stored = [r.event for r in records]
                assert msgspec.msgpack.encode(decided) == msgspec.msgpack.encode(stored), "half-written command"
            for sent in ledger:
                if sent.match_id == match_id and sent.status == 200:
                    acknowledged += 1
                    assert sent.key in groups, f"an acknowledged command was lost: {sent}"
                    shown = [r.version for r in groups[sent.key] if not r.event.internal]  # answers omit those
                    assert shown == sent.versions, "stored at other versions"
        return acknowledged
    finally:
        store.close()


def run_kills(
    config: StoreConfig, database_url: str, log: Path, backend: str, env: dict[str, str] | None = None
) -> None:
    service = Service(database_url, log, env)
    ledger: list[Sent] = []
    matches: dict[str, Played] = {}
    players: list[Player] = []
    try:
        for _ in range(KILLS):
            service.start()
            previous = players
            players = [Player(i, service.url, ledger, matches) for i in range(CLIENTS)]
            for player, before in zip(players, previous, strict=False):
                player.match, player.unanswered = before.match, before.unanswered
            for player in players:
                player.start()
            time.sleep(random.uniform(0.3, 1.5))
            service.kill()
            for player in players:
                player.join(timeout=30)
            acknowledged = check_store(config, ledger, matches)
            figures.add(f"crash.{backend}.kills_survived")
        figures.add(f"crash.{backend}.acknowledged_commands_checked", acknowledged)
        figures.add(f"crash.{backend}.requests_sent", len(ledger))
        assert acknowledged > 0, "the load never got a command through"
    finally:
        service.kill()
    text = log.read_text(errors="replace")
    for played in matches.values():
        assert not any(token in text for token in played.tokens), "a token reached the server's log"


@pytest.fixture
def log(tmp_path: Path) -> Iterator[Path]:
    path = tmp_path / "server.log"
    path.touch()
    yield path


def test_sigkill_on_sqlite_loses_no_acknowledged_action(tmp_path: Path, log: Path) -> None:
    path = tmp_path / "events.sqlite"
    run_kills(StoreConfig(sqlite_path=str(path)), f"sqlite:///{path}", log, "sqlite")


def test_sigkill_on_sqlite_with_synchronous_full_loses_no_acknowledged_action(tmp_path: Path, log: Path) -> None:
    """The same with an fsync per commit (``FOLIE_SQLITE_SYNCHRONOUS=full``): commits go through the
    writer thread instead of the event loop, a different path to the disk."""
    path = tmp_path / "events.sqlite"
    config = StoreConfig(sqlite_path=str(path), sqlite_synchronous="full")
    run_kills(config, f"sqlite:///{path}", log, "sqlite_full", {"FOLIE_SQLITE_SYNCHRONOUS": "full"})


@pytest.mark.postgres
def test_sigkill_on_postgres_loses_no_acknowledged_action(postgres: Server, log: Path) -> None:
    schema = "crash_" + uuid.uuid4().hex[:10]
    config = StoreConfig(
        kind="postgres",
        postgres=postgres.where(schema),
    )
    run_kills(config, f"{postgres.url()}?schema={schema}", log, "postgres")
