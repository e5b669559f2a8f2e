"""Where one command's CPU goes, part by part, against the HTTP floor: a bottom-up budget.

``bench/http_load.py`` measures commands through a real server; this benchmark takes the same
scripted solo Maeshowe commands apart, in one process, without sockets (the app is called as an ASGI
callable), so each part is measured on its own in the same run:

- **floor in the app**: ``GET /healthz`` through the whole app (Litestar and our middleware);
- **command in the app**: the real command route, store commit included (one commit per command: a
  single client, no group commit), with the analytics projector off;
- **route with a cached answer**: the same requests, the service replaced by one precomputed answer:
  what Litestar and our middleware cost for this route (body, parameters, response);
- **domain**: the pure part of a command: ``decide`` + ``evolve`` + the seat's view with its legal
  actions + the log entries + encoding the answer;
- **commit**: the command's stored events appended through :class:`~projections.store.EventStore`,
  and the same rows inserted with raw ``sqlite3`` into a table of the same schema (SQLite's own cost).

The sockets and uvicorn's HTTP parsing are not here: ``http_load`` gives the whole floor request's CPU
through the server; the difference to the floor in the app is what every request pays on top, the
same for ``/healthz`` and for a command. CPU time (``process_time``) is reported, steadier than wall
time on a shared machine; compare the parts within one run.
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import sqlite3
import tempfile
import time
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any
from uuid import uuid4

import msgspec

from bench.http_load import OPTIONS, Script, script
from domain.match import Record, create_events, decide_command, decode_options, evolve, new_match
from domain.registry import default_engines
from projections.codec import Codec
from projections.store import EventStore, StoreConfig, stored
from projections.views import log_entry, seat_view
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


async def app_figures(scripts: list[Script], floor_requests: int) -> dict[str, float]:
    """CPU microseconds per request: the floor, commands, and commands answered from a cache."""
    figures: dict[str, float] = {}
    with tempfile.TemporaryDirectory() as directory:
        env = {"FOLIE_DATABASE_URL": f"sqlite:///{directory}/budget.sqlite", "FOLIE_ANALYTICS_PROJECTOR": "off"}
        app = create_app(Settings.from_env(env))
        task, inbox = await _lifespan(app)
        call = asgi_caller(app)
        try:
            matches = []
            for s in scripts:
                body = msgspec.json.encode({"game": "maeshowe", "options": OPTIONS, "seed": s.seed})
                status, data = await call("POST", "/matches", body)
                assert status == 201, data
                created = msgspec.json.decode(data)
                matches.append((created["match_id"], created["seats"][0]["token"], s))
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


def domain_and_commit(scripts: list[Script]) -> dict[str, float]:
    """CPU microseconds per command for the pure domain work and for committing its events."""
    engine = default_engines()["maeshowe"]
    codec = Codec({"maeshowe": engine})
    typed = decode_options(engine, OPTIONS)
    batches: list[list[Any]] = []
    domain = 0.0
    commands = 0
    for s in scripts:
        events = create_events(engine, typed, s.seed, ["-"], "-", 0.0)
        match = new_match(str(uuid4()), events[0])  # type: ignore[arg-type]
        for i, event in enumerate(events[1:], start=2):
            evolve(engine, match, Record(version=i, event=event, cmd=0, at=0.0), _no_undo)
        for body in s.bodies:
            command = engine.parse_command(msgspec.json.decode(body)["command"])
            started = time.process_time()
            decided = decide_command(engine, match, 0, command, 0.0)
            base = match.version
            records = [Record(version=base + i + 1, event=e, cmd=base, seat=0, at=0.0) for i, e in enumerate(decided)]
            for record in records:
                evolve(engine, match, record, _no_undo)
            result = CommandResult(
                match_id=match.id,
                version=match.version,
                events=[log_entry(engine, r, 0) for r in records],
                view=seat_view(engine, match, 0),
            )
            msgspec.json.encode(result)
            domain += time.process_time() - started
            commands += 1
            uuid = uuid4()
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


def _no_undo(version: int) -> Any:
    raise AssertionError("scripted matches never undo")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--scripts", type=int, default=150, help="scripted solo matches (~17 commands each)")
    parser.add_argument("--floor-requests", type=int, default=3000)
    args = parser.parse_args()
    logging.disable(logging.INFO)  # as ``folie serve --log-level warning`` in http_load: no access log lines
    scripts = [script(seed) for seed in range(1, args.scripts + 1)]
    app = asyncio.run(app_figures(scripts, args.floor_requests))
    parts = domain_and_commit(scripts)
    rows = [
        ("`GET /healthz` through the app (floor in the app)", app["floor"]),
        ("command through the app, one commit per command", app["command"]),
        ("  the route answered from a cache (Litestar and middleware)", app["route"]),
        ("  domain: decide, evolve, view with legal actions, log entries, encode", parts["domain"]),
        ("  commit through the event store", parts["commit"]),
        ("  the same rows through bare sqlite3 (SQLite's own cost)", parts["sqlite"]),
        (
            "  the rest: our service glue (lock, load, auth, records, snapshots...)",
            app["command"] - app["route"] - parts["domain"] - parts["commit"],
        ),
    ]
    print(f"\nCPU per request, {sum(len(s.bodies) for s in scripts):,} scripted commands, no sockets")
    print("| part | us | x floor in the app |")
    print("|---|---:|---:|")
    for name, micros in rows:
        print(f"| {name} | {micros:,.0f} | {micros / app['floor']:.2f} |")


if __name__ == "__main__":
    main()
