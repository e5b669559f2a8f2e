"""Where one command's CPU goes, part by part, against the HTTP floor: a bottom-up budget.

``bench/http_load.py`` measures commands through a real server; this benchmark takes the same
scripted solo Maeshowe commands apart, in one process, without sockets (the app is called as an ASGI
callable), so each part is measured in the same run:

- **floor in the app**: ``GET /healthz`` through the whole app (Litestar and our middleware);
- **command in the app**: the real command route, store commit included (one commit per command: a
  single client, no group commit), with the analytics projector off;
- **route with a cached answer**: the same requests, the service replaced by one precomputed answer:
  what Litestar and our middleware cost for this route (body, parameters, response);
- **parts inside a command**: a second pass over fresh matches with timers around the service's own
  calls (the engine's ``decide``; folding the events; the seat's view with its legal actions; the log
  entries; encoding the events for storage; the commit; authentication). Whatever no timer covers
  is the service's glue (match lock, cache look-up, checks, records, futures, loop iterations);
- **the same work alone**: the domain calls and the commit in a tight loop of their own, and the
  same rows through bare ``sqlite3``: code run alone keeps its caches warm, so it costs less than the
  same code between two requests; the gap is what running inside a server costs.

The sockets and uvicorn's HTTP parsing are not here: ``http_load`` gives the whole floor request's CPU
through the server; the difference to the floor in the app is what every request pays on top, the
same for ``/healthz`` and for a command. CPU time (``process_time``) is reported, steadier than wall
time on a shared machine; compare the parts within one run.
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import os
import sqlite3
import tempfile
import time
from collections.abc import Awaitable, Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any
from uuid import uuid4

import msgspec
import uvloop

from bench.common import accumulating
from bench.http_load import OPTIONS, Script, created, no_undo, script
from domain.match import decide_command, evolve
from domain.match_events import Record
from domain.registry import default_engines
from projections.codec import Codec
from projections.matches import MatchRepository
from projections.store import EventStore, StoreConfig, stored
from projections.views import log_entries, seat_view
from service import matches as service_matches
from service.app import create_app
from service.matches import MatchService
from service.schemas import CommandResult
from service.settings import Settings

Call = Callable[..., Awaitable[tuple[int, bytes]]]


def asgi_caller(app: Any) -> Call:
    """Call ``app`` like a server would for one HTTP/1.1 request, without a socket."""

    async def call(method: str, path: str, body: bytes = b"", token: str | None = None) -> tuple[int, bytes]:
        sent = False

        async def receive() -> dict[str, Any]:
            nonlocal sent
            if not sent:
                sent = True
                return {"type": "http.request", "body": body, "more_body": False}
            await asyncio.Event().wait()  # the client never disconnects
            raise AssertionError("unreachable")

        status = 0
        chunks: list[bytes] = []

        async def send(message: dict[str, Any]) -> None:
            nonlocal status
            if message["type"] == "http.response.start":
                status = message["status"]
            elif message["type"] == "http.response.body":
                chunks.append(message.get("body", b""))

        headers = [(b"host", b"bench"), (b"content-length", str(len(body)).encode())]
        if body:
            headers.append((b"content-type", b"application/json"))
        if token:
            headers.append((b"authorization", f"Bearer {token}".encode()))
        scope = {
            "type": "http",
            "asgi": {"version": "3.0"},
            "http_version": "1.1",
            "method": method,
            "scheme": "http",
            "path": path,
            "raw_path": path.encode(),
            "query_string": b"",
            "root_path": "",
            "headers": headers,
            "client": ("127.0.0.1", 50000),
            "server": ("127.0.0.1", 8000),
            "state": {},
        }
        await app(scope, receive, send)
        return status, b"".join(chunks)

    return call


async def _lifespan(app: Any) -> tuple[asyncio.Task[None], asyncio.Queue[dict[str, Any]]]:
    inbox: asyncio.Queue[dict[str, Any]] = asyncio.Queue()
    outbox: asyncio.Queue[dict[str, Any]] = asyncio.Queue()
    await inbox.put({"type": "lifespan.startup"})
    scope = {"type": "lifespan", "asgi": {"version": "3.0"}, "state": {}}
    task = asyncio.create_task(app(scope, inbox.get, outbox.put))
    started = await outbox.get()
    assert started["type"] == "lifespan.startup.complete", started
    return task, inbox


PARTS: list[tuple[str, Any, str]] = [
    ("decide", service_matches, "decide_command"),
    ("fold", MatchService, "_apply"),
    ("view", service_matches, "seat_view"),
    ("log", service_matches, "log_entries"),
    ("encode", MatchRepository, "encode"),
    ("commit", EventStore, "insert"),
    ("auth", MatchService, "seat_of"),
]
"""The timed calls inside a command: (part, where the name is looked up at call time, name)."""


@contextmanager
def timed_parts(spent: dict[str, float]) -> Iterator[None]:
    """Add each part's CPU seconds to ``spent`` while inside (the originals are put back after)."""
    originals = [(owner, name, getattr(owner, name)) for _, owner, name in PARTS]
    for (part, owner, name), (_, _, fn) in zip(PARTS, originals, strict=True):
        setattr(owner, name, accumulating(spent, part, fn, time.process_time))
    try:
        yield
    finally:
        for owner, name, fn in originals:
            setattr(owner, name, fn)


async def app_figures(scripts: list[Script], floor_requests: int) -> dict[str, float]:
    """CPU microseconds per request: the floor, commands, commands answered from a cache, and the
    timed parts of commands (``part:<name>``, plus ``part:total``: the timed pass's own commands)."""
    figures: dict[str, float] = {}
    with tempfile.TemporaryDirectory() as directory:
        env = {"FOLIE_DATABASE_URL": f"sqlite:///{directory}/budget.sqlite", "FOLIE_ANALYTICS_PROJECTOR": "off"}
        for limit in ("FOLIE_RATE_LIMIT_IP", "FOLIE_RATE_LIMIT_TOKEN", "FOLIE_RATE_LIMIT_CREATE"):
            os.environ[limit] = "off"  # the ops extension reads them; one caller would only measure the limits
        app = create_app(Settings.from_env(env))
        task, inbox = await _lifespan(app)
        call = asgi_caller(app)
        try:
            matches = [await _create(call, s) for s in scripts]
            again = [await _create(call, s) for s in scripts]
            for _ in range(200):
                await call("GET", "/healthz")
            started = time.process_time()
            for _ in range(floor_requests):
                await call("GET", "/healthz")
            figures["floor"] = (time.process_time() - started) / floor_requests * 1e6

            commands = 0
            started = time.process_time()
            for match_id, token, s in matches:
                for body in s.bodies:
                    status, data = await call("POST", f"/matches/{match_id}/commands", body, token)
                    assert status == 200, data[:300]
                    commands += 1
            figures["command"] = (time.process_time() - started) / commands * 1e6

            spent: dict[str, float] = {}
            with timed_parts(spent):
                started = time.process_time()
                for match_id, token, s in again:
                    for body in s.bodies:
                        status, _ = await call("POST", f"/matches/{match_id}/commands", body, token)
                        assert status == 200
                figures["part:total"] = (time.process_time() - started) / commands * 1e6
            figures.update({f"part:{part}": seconds / commands * 1e6 for part, seconds in spent.items()})

            answer: list[CommandResult] = []
            real = MatchService.command

            async def cached(self: MatchService, *args: Any, **kwargs: Any) -> CommandResult:
                return answer[0]

            match_id, token, s = matches[0]
            answer.append(msgspec.json.decode(data, type=CommandResult))
            MatchService.command = cached  # type: ignore[method-assign]
            try:
                started = time.process_time()
                for _ in range(commands):
                    status, _ = await call("POST", f"/matches/{match_id}/commands", s.bodies[0], token)
                    assert status == 200
                figures["route"] = (time.process_time() - started) / commands * 1e6
            finally:
                MatchService.command = real  # type: ignore[method-assign]
        finally:
            await inbox.put({"type": "lifespan.shutdown"})
            await task
    return figures


async def _create(call: Call, s: Script) -> tuple[str, str, Script]:
    body = msgspec.json.encode({"game": "maeshowe", "options": OPTIONS, "seed": s.seed})
    status, data = await call("POST", "/matches", body)
    assert status == 201, data
    created = msgspec.json.decode(data)
    return created["match_id"], created["seats"][0]["token"], s


def domain_and_commit(scripts: list[Script]) -> dict[str, float]:
    """CPU microseconds per command for the pure domain work and for committing its events."""
    codec = Codec(default_engines())
    batches: list[list[Any]] = []
    domain = 0.0
    commands = 0
    for s in scripts:
        uuid = uuid4()
        engine, match = created(s.seed, str(uuid))
        for body in s.bodies:
            command = engine.parse_command(msgspec.json.decode(body)["command"])
            started = time.process_time()
            decided = decide_command(engine, match, 0, command, 0.0)
            base, barrier = match.version, decided.barrier is not None
            records = [
                Record(version=base + i + 1, event=e, cmd=base, seat=0, at=0.0, barrier=barrier)
                for i, e in enumerate(decided.events)
            ]
            for record in records:
                evolve(engine, match, record, no_undo)
            log_entries(engine, records, 0)
            seat_view(engine, match, 0)
            domain += time.process_time() - started
            commands += 1
            batches.append([stored(uuid, r.version, *codec.encode(r)) for r in records])
    figures = {"domain": domain / commands * 1e6}
    with tempfile.TemporaryDirectory() as directory:
        store = EventStore(StoreConfig(sqlite_path=str(Path(directory) / "commit.sqlite")))
        try:
            started = time.process_time()
            for batch in batches:
                store.insert(batch)
            figures["commit"] = (time.process_time() - started) / len(batches) * 1e6
        finally:
            store.close()
        figures["sqlite"] = _raw_sqlite(Path(directory) / "raw.sqlite", batches)
    return figures


def _raw_sqlite(path: Path, batches: list[list[Any]]) -> float:
    """The same rows through bare ``sqlite3`` (WAL, synchronous=NORMAL, same table): SQLite's own cost."""
    connection = sqlite3.connect(path, isolation_level=None)
    try:
        connection.execute("PRAGMA journal_mode=WAL")
        connection.execute("PRAGMA synchronous=NORMAL")
        connection.execute(
            "CREATE TABLE stored_events (originator_id TEXT, originator_version INTEGER, topic TEXT, state BLOB, "
            "PRIMARY KEY (originator_id, originator_version))"
        )
        started = time.process_time()
        for batch in batches:
            connection.execute("BEGIN")
            connection.executemany(
                "INSERT INTO stored_events VALUES (?,?,?,?)",
                [(e.originator_id.hex, e.originator_version, e.topic, e.state) for e in batch],
            )
            connection.execute("COMMIT")
        return (time.process_time() - started) / len(batches) * 1e6
    finally:
        connection.close()


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--scripts", type=int, default=150, help="scripted solo matches (~17 commands each)")
    parser.add_argument("--floor-requests", type=int, default=3000)
    args = parser.parse_args()
    logging.disable(logging.INFO)  # as ``folie serve --log-level warning`` in http_load: no access log lines
    scripts = [script(seed) for seed in range(1, args.scripts + 1)]
    with asyncio.Runner(loop_factory=uvloop.new_event_loop) as runner:  # uvicorn's loop, as in http_load
        app = runner.run(app_figures(scripts, args.floor_requests))
    parts = domain_and_commit(scripts)
    timed = {part: app.get(f"part:{part}", 0.0) for part, _, _ in PARTS}
    domain = sum(timed[part] for part in ("decide", "fold", "view", "log"))
    glue = app["part:total"] - app["route"] - sum(timed.values())
    floor = app["floor"]
    rows: list[tuple[str, float | None, float | None]] = [
        ("`GET /healthz` (floor in the app)", floor, None),
        ("command, one commit per command", app["command"], None),
        ("  the route answered from a cache (Litestar and middleware)", app["route"], None),
        ("  domain: decide, fold, view with legal actions, log entries", domain, parts["domain"]),
        ("  encode the events for storage", timed["encode"], None),
        ("  commit through the event store", timed["commit"], parts["commit"]),
        ("    SQLite's own share (the same rows through bare sqlite3)", None, parts["sqlite"]),
        ("  authentication", timed["auth"], None),
        ("  the rest: service glue (lock, cache, checks, records, futures, loop)", glue, None),
    ]
    commands = sum(len(s.bodies) for s in scripts)
    print(f"\nCPU per request, {commands:,} scripted commands, no sockets (timed pass: {app['part:total']:,.0f} us)")
    print("| part | us in the app | x floor | us alone in a loop |")
    print("|---|---:|---:|---:|")
    for name, micros, alone in rows:
        shown = "" if micros is None else f"{micros:,.0f} | {micros / floor:.2f}"
        print(f"| {name} | {shown or ' | '} | {'' if alone is None else f'{alone:,.0f}'} |")


if __name__ == "__main__":
    main()
