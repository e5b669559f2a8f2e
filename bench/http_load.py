"""Commands per second and latency through HTTP, next to the HTTP floor, on one worker with SQLite.

The server is ``folie serve`` (uvicorn, one worker) in its own process on a fresh SQLite file; the load
generator is another process: N clients on keep-alive connections, each playing its own solo Maeshowe
match (a new one when it ends; creation is not timed). The floor is the same server answering
``GET /healthz`` to the same load generator in the same run. Only ratios are meaningful on these noisy
machines.

The load generator must not be the bottleneck (it shares the two cores with the server): each client
plays a game scripted in advance. Before the run, the match is played in-process with the platform's
own functions from the seed the client then creates it with, so the server reaches the same states and
accepts every scripted command; the client sends pre-encoded requests and reads each response without
decoding its JSON, exactly as the floor client does, and counts any non-200 answer as an error. The
responses are the real ones (the seat's new view and events).

Closed-loop clients make latency grow with the client count (Little's law: even the floor's p99 at 64
clients is tens of ms), so latency is also measured open-loop: commands sent at a fixed rate (half the
floor's best rate) over 64 connections, as a front end with many players would, with p50/p99 from the
intended send time.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import signal
import socket
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import msgspec

from bench.common import percentile
from domain.bots import random_command
from domain.contract import Engine
from domain.match import create_events, decide_command, decode_options, evolve, new_match
from domain.match_events import Record
from domain.match_state import Match
from domain.registry import default_engines
from domain.rng import Rng

ROOT = Path(__file__).resolve().parents[1]
OPTIONS: dict[str, Any] = {"players": 1}


@dataclass(frozen=True)
class Script:
    """One solo Maeshowe match played in advance: its seed and each command's request body."""

    seed: int
    bodies: list[bytes]


def created(seed: int, match_id: str = "scripted") -> tuple[Engine[Any, Any], Match]:
    """A solo Maeshowe match just created from ``seed``, as the server creates it (no clock rules)."""
    engine = default_engines()["maeshowe"]
    typed = decode_options(engine, OPTIONS)
    events = create_events(engine, typed, seed, ["-"] * engine.seats(typed), "-", 0.0)
    match = new_match(match_id, events[0])  # type: ignore[arg-type]
    for i, event in enumerate(events[1:], start=2):
        evolve(engine, match, Record(version=i, event=event, cmd=0, at=0.0), no_undo)
    return engine, match


def script(seed: int) -> Script:
    """Play a match to its end in-process, as the server will from the same seed."""
    engine, match = created(seed)
    rng = Rng.derive(seed, "bench")
    bodies = []
    while not engine.status(match.state).finished:
        command = random_command(engine, match.state, 0, rng)
        assert command is not None
        decided = decide_command(engine, match, 0, command, 0.0).events
        body = {"command": msgspec.to_builtins(command), "expected_version": match.version}
        bodies.append(json.dumps(body).encode())
        base = match.version
        for i, event in enumerate(decided):
            evolve(engine, match, Record(version=base + i + 1, event=event, cmd=base, seat=0, at=0.0), no_undo)
    return Script(seed, bodies)


def no_undo(version: int) -> Any:
    raise AssertionError("scripted games never undo")


class Connection:
    """A minimal HTTP/1.1 keep-alive client (cheap enough not to be the bottleneck)."""

    def __init__(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter, port: int) -> None:
        self.reader = reader
        self.writer = writer
        self.port = port

    @classmethod
    async def open(cls, port: int) -> Connection:
        reader, writer = await asyncio.open_connection("127.0.0.1", port)
        return cls(reader, writer, port)

    async def _reopen(self) -> None:
        self.writer.close()
        self.reader, self.writer = await asyncio.open_connection("127.0.0.1", self.port)

    async def raw(self, method: str, path: str, payload: bytes = b"", token: str | None = None) -> tuple[int, bytes]:
        """Send a request and return the status and the undecoded body."""
        head = f"{method} {path} HTTP/1.1\r\nHost: bench\r\nContent-Length: {len(payload)}\r\n"
        if payload:
            head += "Content-Type: application/json\r\n"
        if token:
            head += f"Authorization: Bearer {token}\r\n"
        request = head.encode() + b"\r\n" + payload
        self.writer.write(request)
        status_line = await self.reader.readline()
        if not status_line:
            # the server closed the idle keep-alive connection before reading the request (uvicorn's
            # keep-alive timeout under load): a client opens a new one and sends it again, once
            await self._reopen()
            self.writer.write(request)
            status_line = await self.reader.readline()
        status = int(status_line.split()[1])
        length = 0
        while True:
            line = await self.reader.readline()
            if line in (b"\r\n", b""):
                break
            if line[:15].lower() == b"content-length:":
                length = int(line[15:])
        data = await self.reader.readexactly(length) if length else b""
        return status, data

    async def request(self, method: str, path: str, body: Any = None, token: str | None = None) -> tuple[int, Any]:
        """Send a JSON request and decode the JSON answer."""
        payload = json.dumps(body).encode() if body is not None else b""
        status, data = await self.raw(method, path, payload, token)
        return status, (json.loads(data) if data else None)

    async def create(self, seed: int) -> tuple[str, str]:
        payload = json.dumps({"game": "maeshowe", "options": OPTIONS, "seed": seed}).encode()
        status, data = await self.raw("POST", "/matches", payload)
        assert status == 201, data
        created = json.loads(data)
        return created["match_id"], created["seats"][0]["token"]

    def close(self) -> None:
        self.writer.close()


class Scripts:
    """Scripted matches handed out to clients in turn (a client that finishes one takes the next)."""

    def __init__(self, scripts: list[Script]) -> None:
        self.scripts = scripts
        self.next = 0

    def take(self) -> Script:
        found = self.scripts[self.next % len(self.scripts)]
        self.next += 1
        return found


async def player(port: int, until: float, latencies: list[float], scripts: Scripts, errors: list[int]) -> None:
    conn = await Connection.open(port)
    try:
        while time.perf_counter() < until:
            game = scripts.take()
            mid, token = await conn.create(game.seed)
            path = f"/matches/{mid}/commands"
            for body in game.bodies:
                if time.perf_counter() >= until:
                    break
                started = time.perf_counter()
                status, _ = await conn.raw("POST", path, body, token)
                latencies.append(time.perf_counter() - started)
                if status != 200:
                    errors.append(status)
                    break
    finally:
        conn.close()


async def floor_client(port: int, until: float, latencies: list[float]) -> None:
    conn = await Connection.open(port)
    try:
        while time.perf_counter() < until:
            started = time.perf_counter()
            await conn.raw("GET", "/healthz")
            latencies.append(time.perf_counter() - started)
    finally:
        conn.close()


def summary(latencies: list[float], elapsed: float, errors: int) -> dict[str, float]:
    return {
        "rps": len(latencies) / elapsed,
        "p50_ms": percentile(latencies, 50) * 1000,
        "p99_ms": percentile(latencies, 99) * 1000,
        "errors": float(errors),
    }


async def run_load(port: int, kind: str, clients: int, seconds: float, scripts: Scripts) -> dict[str, float]:
    latencies: list[float] = []
    errors: list[int] = []
    started = time.perf_counter()
    until = started + seconds
    if kind == "floor":
        tasks = [floor_client(port, until, latencies) for _ in range(clients)]
    else:
        tasks = [player(port, until, latencies, scripts, errors) for _ in range(clients)]
    await asyncio.gather(*tasks)
    return summary(latencies, time.perf_counter() - started, len(errors))


class FloorSender:
    """Open-loop requests of the floor: ``GET /healthz``."""

    def __init__(self, conn: Connection) -> None:
        self.conn = conn

    async def ready(self) -> bool:
        return False

    async def send(self) -> int:
        status, _ = await self.conn.raw("GET", "/healthz")
        return status


class CommandSender:
    """Open-loop requests of a player: the next scripted command (a new match when one ends)."""

    def __init__(self, conn: Connection, scripts: Scripts) -> None:
        self.conn = conn
        self.scripts = scripts
        self.game = scripts.take()
        self.step = len(self.game.bodies)  # no match yet: ``ready`` creates one
        self.mid = self.token = ""

    async def ready(self) -> bool:
        """Create the next match if the last one ended (not timed); whether it did."""
        if self.step < len(self.game.bodies):
            return False
        if self.mid:
            self.game = self.scripts.take()
        self.mid, self.token = await self.conn.create(self.game.seed)
        self.step = 0
        return True

    async def send(self) -> int:
        body = self.game.bodies[self.step]
        status, _ = await self.conn.raw("POST", f"/matches/{self.mid}/commands", body, self.token)
        self.step = self.step + 1 if status == 200 else len(self.game.bodies)
        return status


async def open_loop(
    port: int, rate: float, seconds: float, scripts: Scripts | None, connections: int = 64
) -> dict[str, float]:
    """Requests sent at ``rate`` per second in all over ``connections`` connections: commands (each
    connection plays scripted matches) or, without ``scripts``, the floor. Latency is measured from
    each request's scheduled send time, so queueing delay counts (no coordinated omission)."""
    latencies: list[float] = []
    errors: list[int] = []
    interval = connections / rate

    async def one(index: int) -> None:
        conn = await Connection.open(port)
        try:
            sender = FloorSender(conn) if scripts is None else CommandSender(conn, scripts)
            start = time.perf_counter() + index / rate
            due = start
            while due < start + seconds:
                if await sender.ready():
                    due = max(due, time.perf_counter())
                delay = due - time.perf_counter()
                if delay > 0:
                    await asyncio.sleep(delay)
                status = await sender.send()
                latencies.append(time.perf_counter() - due)
                if status != 200:
                    errors.append(status)
                due += interval
        finally:
            conn.close()

    started = time.perf_counter()
    await asyncio.gather(*(one(i) for i in range(connections)))
    return summary(latencies, time.perf_counter() - started, len(errors))


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def start_server(
    port: int,
    directory: str,
    synchronous: str = "normal",
    projector: str = "inprocess",
    root: Path = ROOT,
    store: str = "bench",
    tries: int = 100,
    log_level: str = "warning",
) -> subprocess.Popen[bytes]:
    """``folie serve`` of the checkout at ``root`` (its own ``.venv``) on a SQLite store of its own,
    given ``tries`` tenths of a second to listen (a first start compiles its modules)."""
    env = {
        **os.environ,
        "FOLIE_DATABASE_URL": f"sqlite:///{directory}/{store}-{synchronous}-{projector}.sqlite",
        "FOLIE_SQLITE_SYNCHRONOUS": synchronous,
        "FOLIE_ANALYTICS_PROJECTOR": projector,
        "FOLIE_PORT": str(port),
        # One load generator is one client address: the default rate limits would measure themselves.
        "FOLIE_RATE_LIMIT_IP": "off",
        "FOLIE_RATE_LIMIT_TOKEN": "off",
        "FOLIE_RATE_LIMIT_CREATE": "off",
    }
    server = subprocess.Popen(
        [str(root / ".venv/bin/folie"), "serve", "--log-level", log_level],
        env=env,
        cwd=directory,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    for _ in range(tries):
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=0.2):
                return server
        except OSError:
            time.sleep(0.1)
    server.kill()
    raise RuntimeError("server did not start")


def cpu_seconds(pid: int) -> float:
    """User + system CPU time the process has used so far (Linux ``/proc``)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rpartition(")")[2].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def with_cpu(pid: int, load: Any) -> dict[str, float]:
    """Run ``load`` (a coroutine) and add the server's CPU microseconds per request to its figures.

    CPU per request is steadier than requests per second on a shared machine: it does not count the
    time the server spent waiting for a core."""
    before = cpu_seconds(pid)
    started = time.perf_counter()
    result: dict[str, float] = asyncio.run(load)
    elapsed = time.perf_counter() - started
    result["cpu_us"] = (cpu_seconds(pid) - before) / max(1.0, result["rps"] * elapsed) * 1e6
    return result


def measure(
    synchronous: str, projector: str, clients: list[int], seconds: float, scripts: Scripts
) -> list[dict[str, Any]]:
    port = free_port()
    rows: list[dict[str, Any]] = []
    with tempfile.TemporaryDirectory() as directory:
        server = start_server(port, directory, synchronous, projector)
        try:
            best_floor = 0.0
            for count in clients:
                floor = with_cpu(server.pid, run_load(port, "floor", count, seconds, scripts))
                commands = with_cpu(server.pid, run_load(port, "commands", count, seconds, scripts))
                best_floor = max(best_floor, floor["rps"])
                rows.append({"clients": str(count), "floor": floor, "commands": commands})
            rate = best_floor / 2
            floor_open = with_cpu(server.pid, open_loop(port, rate, seconds, None))
            commands_open = with_cpu(server.pid, open_loop(port, rate, seconds, scripts))
            rows.append({"clients": "open", "rate": rate, "floor": floor_open, "commands": commands_open})
        finally:
            server.send_signal(signal.SIGINT)
            server.wait(timeout=10)
    return rows


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--seconds", type=float, default=8.0)
    parser.add_argument("--clients", default="1,16,64")
    parser.add_argument(
        "--setups",
        default="normal/inprocess,normal/external,full/inprocess",
        help="server set-ups to measure, SYNCHRONOUS/PROJECTOR: SQLite synchronous (normal is the default) and "
        "where the analytics projector runs (inprocess, the default, in the worker; external: in its own "
        "process, as in production, not running during the measurement)",
    )
    parser.add_argument("--scripts", type=int, default=200, help="distinct scripted matches")
    args = parser.parse_args()
    scripts = Scripts([script(seed) for seed in range(1, args.scripts + 1)])
    clients = [int(c) for c in args.clients.split(",")]
    for setup in args.setups.split(","):
        synchronous, _, projector = setup.partition("/")
        rows = measure(synchronous, projector or "inprocess", clients, args.seconds, scripts)
        print(f"\nSQLite synchronous={synchronous.upper()}, analytics projector {projector or 'inprocess'}, one worker")
        print(
            "| clients | floor req/s | commands/s | ratio | command p50 | command p99 "
            "| floor p50 | floor p99 | server CPU/request floor, command | errors |"
        )
        print("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
        for row in rows:
            floor, commands = row["floor"], row["commands"]
            if row["clients"] == "open":
                continue
            print(
                f"| {row['clients']} | {floor['rps']:,.0f} | {commands['rps']:,.0f} "
                f"| {commands['rps'] / floor['rps']:.2f} | {commands['p50_ms']:.2f} ms | {commands['p99_ms']:.2f} ms "
                f"| {floor['p50_ms']:.2f} ms | {floor['p99_ms']:.2f} ms "
                f"| {floor['cpu_us']:,.0f} us, {commands['cpu_us']:,.0f} us | {commands['errors']:.0f} |"
            )
        for row in rows:
            if row["clients"] != "open":
                continue
            floor, commands = row["floor"], row["commands"]
            print(
                f"\nOpen loop over 64 connections at {row['rate']:,.0f} requests/s offered (half the best floor): "
                f"commands served {commands['rps']:,.0f}/s, p50 {commands['p50_ms']:.2f} ms, "
                f"p99 {commands['p99_ms']:.2f} ms; floor served {floor['rps']:,.0f}/s, p50 {floor['p50_ms']:.2f} ms, "
                f"p99 {floor['p99_ms']:.2f} ms. Target: all of it served with p99 under 15 ms."
            )
        sys.stdout.flush()


if __name__ == "__main__":
    main()
