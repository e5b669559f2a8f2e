"""Live play at game-server speed: Folie against boardgame.io, both played as front ends play them.

The loop of issue 15, exactly: M matches of 2-seat Maeshowe, every seat with a live connection, a
closed loop (a seat moves as soon as it knows it is its turn, no think time), a warm-up, then a timed
window; a finished match is replaced by a fresh one (creation is not a move). Transports:

- ``post+ndjson``: each seat keeps ``GET /matches/{id}/events/stream?format=ndjson`` open and sends
  its moves as ``POST /matches/{id}/commands`` (with ``expected_version``) on its own keep-alive
  connection. A seat learns that it may move from its stream (the opponent's move) or from its own
  answer (its own second move of a turn);
- ``websocket``: one ``/matches/{id}/socket`` per seat carries both: its commands (answered with
  ``result`` messages) and its events and views.

Reported per transport and M: moves/s in the window; p50/p99 of move-to-answer (send to the answer
on the mover's connection) and of move-to-opponent-notified (send to the opponent's connection
delivering the view at or past the move); the server's CPU per move (``/proc``, the whole server
process over the window); moves/s over the first and last 5 s of the window (flat as matches age?).

boardgame.io's own benchmark (``../shared/peers/bgio``: its 2-seat card game, socket.io, one Node
process, in-memory storage) runs in the same run, interleaved with Folie's, from a copy of the folder
in a temp dir (``npm ci`` once, kept between runs); skipped with a message if ``node`` is missing. Its
latency is move-to-own-update (the mover's client sees the turn advance). Only ratios within one run
mean anything on this shared machine.

Folie's moves are scripted in advance (as ``bench/http_load.py`` does): each match is played
in-process from the seed it is then created with, so the load generator spends no CPU deciding.

    .venv/bin/python -m bench.live_play --matches 1,10,50 --seconds 20
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import msgspec

from bench.common import percentile
from bench.http_load import Connection, cpu_seconds, free_port, start_server
from domain.bots import random_command
from domain.match import create_events, decide_command, decode_options, evolve, new_match
from domain.match_events import Record
from domain.match_state import Match
from domain.registry import default_engines
from domain.rng import Rng

ROOT = Path(__file__).resolve().parents[1]
PEER = next(
    (p for p in (ROOT.parent / "shared" / "peers" / "bgio", Path("/work/shared/peers/bgio")) if p.exists()),
    ROOT.parent / "shared" / "peers" / "bgio",
)
"""boardgame.io's side: beside the main checkout, or the shared folder (from a git worktree)."""
OPTIONS: dict[str, Any] = {"players": 2}
POOL_PER_MATCH = 4
FLAT_SECONDS = 5.0
"""Moves/s over the window's first and last this many seconds (at most half the window): flat as matches age?"""
"""Scripted matches per slot (replayed in turn, each time as a new match)."""


def _no_undo(version: int) -> Any:
    raise AssertionError("scripted games never undo")


@dataclass(frozen=True)
class Move:
    seat: int
    version: int
    """The version the move is sent at (its ``expected_version``)."""
    body: bytes


def script(seed: int) -> list[Move]:
    """A 2-seat Maeshowe match played to its end in-process, as the server will from ``seed``."""
    engine = default_engines()["maeshowe"]
    typed = decode_options(engine, OPTIONS)
    events = create_events(engine, typed, seed, ["-", "-"], "-", 0.0)
    match: Match = new_match("scripted", events[0])  # type: ignore[arg-type]
    for i, event in enumerate(events[1:], start=2):
        evolve(engine, match, Record(version=i, event=event, cmd=0, at=0.0), _no_undo)
    rng = Rng.derive(seed, "live-play")
    moves = []
    while not (status := engine.status(match.state)).finished:
        seat = status.to_act[0]
        command = random_command(engine, match.state, seat, rng)
        assert command is not None
        body = {"command": msgspec.to_builtins(command), "expected_version": match.version}
        moves.append(Move(seat, match.version, json.dumps(body).encode()))
        start = match.version
        for i, event in enumerate(decide_command(engine, match, seat, command, 0.0).events):
            evolve(engine, match, Record(version=start + i + 1, event=event, cmd=start, seat=seat, at=0.0), _no_undo)
    return moves


_SCRIPTS: dict[int, list[Move]] = {}


def scripts(count: int) -> list[tuple[int, list[Move]]]:
    """``count`` scripted matches (seeds 1..count), computed once per process and before any timing:
    deciding a move in-process costs the load generator ~3 ms (legal actions with their warnings),
    more than the server's move. A slot replays them in turn: the same seed makes a fresh match."""
    for seed in range(1, count + 1):
        if seed not in _SCRIPTS:
            _SCRIPTS[seed] = script(seed)
    return [(seed, _SCRIPTS[seed]) for seed in range(1, count + 1)]


Scripted = list[tuple[int, list[Move]]]


@dataclass
class Tally:
    """What the clients measured; only moves answered inside the window count."""

    window: tuple[float, float] = (0.0, 0.0)
    answered: list[float] = field(default_factory=list)
    """Answer times (perf_counter) of moves answered in the window."""
    to_answer: list[float] = field(default_factory=list)
    to_notified: list[float] = field(default_factory=list)
    errors: int = 0

    def inside(self, at: float) -> bool:
        return self.window[0] <= at < self.window[1]


class NdjsonStream:
    """A seat's ``?format=ndjson`` stream on its own connection: its views' versions as they come."""

    def __init__(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        self.reader = reader
        self.writer = writer
        self.buffer = b""

    @classmethod
    async def open(cls, port: int, match_id: str, token: str) -> NdjsonStream:
        reader, writer = await asyncio.open_connection("127.0.0.1", port)
        writer.write(
            f"GET /matches/{match_id}/events/stream?format=ndjson HTTP/1.1\r\nHost: bench\r\n"
            f"Authorization: Bearer {token}\r\n\r\n".encode()
        )
        status = await reader.readline()
        assert b" 200 " in status, status
        while (await reader.readline()) not in (b"\r\n", b""):
            pass
        return cls(reader, writer)

    async def lines(self) -> list[bytes]:
        """The next complete lines (one chunk of the chunked response or more)."""
        while True:
            size = int((await self.reader.readline()).strip() or b"0", 16)
            if size == 0:
                raise ConnectionError("the stream ended")
            self.buffer += await self.reader.readexactly(size + 2)
            self.buffer = self.buffer[:-2]
            if b"\n" in self.buffer:
                *complete, self.buffer = self.buffer.split(b"\n")
                return complete

    def close(self) -> None:
        self.writer.close()


VIEW_PREFIX = b'{"type":"view","id":'


def view_version(line: bytes) -> int | None:
    """The version of a view line, read without decoding the view (the client must stay cheap)."""
    if not line.startswith(VIEW_PREFIX):
        return None
    return int(line[len(VIEW_PREFIX) : line.index(b",", len(VIEW_PREFIX))])


class Table:
    """One match in play: both seats' knowledge of the version, the next move, the clocks."""

    def __init__(self, moves: list[Move], tally: Tally) -> None:
        self.moves = moves
        self.next = 0
        self.known = [0, 0]
        self.sent_at: dict[tuple[int, int], float] = {}
        """Send times of moves the opponent has not yet been shown, by (mover, version)."""
        self.changed = asyncio.Event()
        self.tally = tally

    def learn(self, seat: int, version: int) -> None:
        if version > self.known[seat]:
            self.known[seat] = version
            self.changed.set()

    def notified(self, seat: int, version: int) -> None:
        """``seat``'s live connection delivered the view at ``version``: the opponent's moves before it arrived."""
        now = time.perf_counter()
        for (mover, sent_version), at in list(self.sent_at.items()):
            if mover != seat and sent_version < version:
                del self.sent_at[(mover, sent_version)]
                if self.tally.inside(now):
                    self.tally.to_notified.append(now - at)
        self.learn(seat, version)


Send = Callable[[int, Move], Awaitable[tuple[int, int]]]
"""Send ``move`` as ``seat``; returns (HTTP status, the version of the answer's view)."""


async def play_match(table: Table, send: Send, until: float) -> bool:
    """Play the scripted match to its end (``True``) or until the deadline (``False``)."""
    tally = table.tally
    while table.next < len(table.moves):
        move = table.moves[table.next]
        while table.known[move.seat] < move.version:
            table.changed.clear()
            remaining = until - time.perf_counter()
            if remaining <= 0:
                return False
            try:
                await asyncio.wait_for(table.changed.wait(), remaining)
            except TimeoutError:
                return False
        started = time.perf_counter()
        table.sent_at[(move.seat, move.version)] = started
        status, version = await send(move.seat, move)
        answered = time.perf_counter()
        if status != 200:
            tally.errors += 1
            return False
        if tally.inside(answered):
            tally.answered.append(answered)
            tally.to_answer.append(answered - started)
        table.learn(move.seat, version)
        table.next += 1
    return True


ANSWER_VERSION = b'"version":'


async def post_ndjson_client(port: int, seeds: Scripted, tally: Tally, until: float) -> None:
    """One match slot over HTTP: POST commands, NDJSON streams; a fresh match when one ends."""
    conns = [await Connection.open(port), await Connection.open(port)]
    try:
        for turn in range(10**9):
            if time.perf_counter() >= until:
                return
            if not await post_ndjson_match(port, conns, seeds[turn % len(seeds)], tally, until):
                return
    finally:
        for conn in conns:
            conn.close()


async def post_ndjson_match(
    port: int, conns: list[Connection], scripted: tuple[int, list[Move]], tally: Tally, until: float
) -> bool:
    seed, moves = scripted
    body = {"game": "maeshowe", "options": OPTIONS, "seed": seed}
    status, created = await conns[0].request("POST", "/matches", body)
    assert status == 201, created
    match_id = created["match_id"]
    tokens = [s["token"] for s in created["seats"]]
    table = Table(moves, tally)
    streams = [await NdjsonStream.open(port, match_id, tokens[s]) for s in (0, 1)]

    async def follow(seat: int, stream: NdjsonStream) -> None:
        while True:
            for line in await stream.lines():
                version = view_version(line)
                if version is not None:
                    table.notified(seat, version)

    async def send(seat: int, move: Move) -> tuple[int, int]:
        status, body = await conns[seat].raw("POST", f"/matches/{match_id}/commands", move.body, tokens[seat])
        if status != 200:
            return status, 0
        at = body.index(ANSWER_VERSION) + len(ANSWER_VERSION)
        return status, int(body[at : body.index(b",", at)])

    followers = [asyncio.create_task(follow(s, streams[s])) for s in (0, 1)]
    try:
        return await play_match(table, send, until)
    finally:
        for task in followers:
            task.cancel()
        for stream in streams:
            stream.close()


async def socket_client(port: int, seeds: Scripted, tally: Tally, until: float) -> None:
    """One match slot over WebSockets: one socket per seat carries its commands and its updates."""
    conn = await Connection.open(port)
    try:
        for turn in range(10**9):
            if time.perf_counter() >= until:
                return
            if not await socket_match(port, conn, seeds[turn % len(seeds)], tally, until):
                return
    finally:
        conn.close()


RESULT_PREFIX = b'{"type":"result"'


async def socket_match(
    port: int, conn: Connection, scripted: tuple[int, list[Move]], tally: Tally, until: float
) -> bool:
    from websockets.asyncio.client import connect

    seed, moves = scripted
    body = {"game": "maeshowe", "options": OPTIONS, "seed": seed}
    status, created = await conn.request("POST", "/matches", body)
    assert status == 201, created
    match_id = created["match_id"]
    table = Table(moves, tally)
    url = f"ws://127.0.0.1:{port}/matches/{match_id}/socket"
    sockets = [await connect(url, compression=None, max_size=None) for _ in (0, 1)]
    answers: list[asyncio.Future[tuple[int, int]] | None] = [None, None]
    for seat, ws in enumerate(sockets):
        await ws.send(json.dumps({"type": "hello", "token": created["seats"][seat]["token"]}))

    async def follow(seat: int) -> None:
        async for message in sockets[seat]:
            line = message.encode() if isinstance(message, str) else message
            version = view_version(line)
            if version is not None:
                table.notified(seat, version)
                continue
            waiting = answers[seat]
            if waiting is None or waiting.done():
                continue
            if line.startswith(RESULT_PREFIX):
                at = line.index(ANSWER_VERSION) + len(ANSWER_VERSION)
                waiting.set_result((200, int(line[at : line.index(b",", at)])))
            elif line.startswith(b'{"type":"problem"'):
                waiting.set_result((json.loads(line)["data"]["status"], 0))

    async def send(seat: int, move: Move) -> tuple[int, int]:
        answers[seat] = asyncio.get_running_loop().create_future()
        await sockets[seat].send((b'{"type":"command",' + move.body[1:]).decode())
        future = answers[seat]
        assert future is not None
        return await future

    followers = [asyncio.create_task(follow(s)) for s in (0, 1)]
    try:
        return await play_match(table, send, until)
    finally:
        for task in followers:
            task.cancel()
        for ws in sockets:
            await ws.close()


def start_profile(pid: int, seconds: float, out: Path) -> list[subprocess.Popen[bytes]]:
    """py-spy on the server for the window: a flame graph (``.svg``) and its folded stacks (``.txt``,
    for ``bench/profile_parts.py``). ``py-spy`` must be on ``PATH`` (``pip install py-spy``)."""
    spy = shutil.which("py-spy")
    if spy is None:
        print("profile skipped: py-spy not found on PATH", file=sys.stderr)
        return []
    out.parent.mkdir(parents=True, exist_ok=True)
    common = [spy, "record", "--pid", str(pid), "--duration", str(int(seconds)), "--rate", "250", "--nonblocking"]
    return [
        subprocess.Popen(
            [*common, "--format", fmt, "--output", str(out.with_suffix(suffix))],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        for fmt, suffix in (("flamegraph", ".svg"), ("raw", ".txt"))
    ]


async def run_folie(
    port: int, pid: int, transport: str, matches: int, warmup: float, seconds: float, profile: Path | None = None
) -> dict[str, Any]:
    tally = Tally()
    start = time.perf_counter()
    tally.window = (start + warmup, start + warmup + seconds)
    pool = scripts(POOL_PER_MATCH * matches)
    client = {"post+ndjson": post_ndjson_client, "websocket": socket_client}[transport]
    tasks = [asyncio.create_task(client(port, pool[i::matches], tally, tally.window[1])) for i in range(matches)]
    await asyncio.sleep(max(0.0, tally.window[0] - time.perf_counter()))
    spies = start_profile(pid, seconds, profile) if profile is not None else []
    cpu_before, own_before = cpu_seconds(pid), time.process_time()
    await asyncio.sleep(max(0.0, tally.window[1] - time.perf_counter()))
    cpu, own = cpu_seconds(pid) - cpu_before, time.process_time() - own_before
    for spy in spies:
        await asyncio.to_thread(spy.wait, 60)
    await asyncio.wait(tasks, timeout=10)
    for task in tasks:
        task.cancel()
        if task.done() and not task.cancelled() and task.exception() is not None:
            tally.errors += 1
            print(f"a client failed: {task.exception()!r}", file=sys.stderr)
    moves = len(tally.answered)
    span = min(FLAT_SECONDS, seconds / 2)
    first = sum(1 for at in tally.answered if at < tally.window[0] + span) / span
    last = sum(1 for at in tally.answered if at >= tally.window[1] - span) / span
    return {
        "moves_per_s": moves / seconds,
        "answer_p50_ms": percentile(tally.to_answer, 50) * 1000,
        "answer_p99_ms": percentile(tally.to_answer, 99) * 1000,
        "notified_p50_ms": percentile(tally.to_notified, 50) * 1000,
        "notified_p99_ms": percentile(tally.to_notified, 99) * 1000,
        "cpu_ms_per_move": cpu * 1000 / max(1, moves),
        "server_cores": cpu / seconds,
        "loadgen_cores": own / seconds,
        "first_s": first,
        "last_s": last,
        "errors": tally.errors,
    }


def start_at(root: Path, port: int, directory: str, projector: str) -> subprocess.Popen[bytes]:
    """The server of a checkout (this one, or another with ``--baseline``), on a store of its own,
    given up to a minute to start (slow on a crowded machine)."""
    return start_server(port, directory, "normal", projector, root=root, store=root.name, tries=600)


def folie(
    transport: str,
    matches: int,
    warmup: float,
    seconds: float,
    directory: str,
    projector: str = "inprocess",
    profile: Path | None = None,
    baseline: Path | None = None,
) -> dict[str, Any]:
    port = free_port()
    # One load generator is one address holding 4 connections per match: lift the per-address cap.
    os.environ["FOLIE_MAX_CONNECTIONS_PER_IP"] = str(8 * matches + 64)
    server = start_at(baseline or ROOT, port, directory, projector)
    try:
        return asyncio.run(run_folie(port, server.pid, transport, matches, warmup, seconds, profile))
    finally:
        server.terminate()
        server.wait(timeout=20)


def bgio_copy(peer: Path) -> Path | None:
    """A copy of the peer folder with its packages installed (kept in the temp dir between runs)."""
    if shutil.which("node") is None or shutil.which("npm") is None:
        print("boardgame.io skipped: node/npm not found (Node 20 runs its side)", file=sys.stderr)
        return None
    if not (peer / "bench.js").exists():
        print(f"boardgame.io skipped: no peer benchmark at {peer} (pass --peer)", file=sys.stderr)
        return None
    copy = Path(tempfile.gettempdir()) / "folie-live-play-bgio"
    if not (copy / "node_modules" / "boardgame.io").exists():
        shutil.copytree(peer, copy, dirs_exist_ok=True, ignore=shutil.ignore_patterns("node_modules", "results"))
        subprocess.run(["npm", "ci", "--no-audit", "--no-fund"], cwd=copy, check=True, capture_output=True)
    return copy


def bgio(copy: Path, matches: int, warmup: float, seconds: float) -> dict[str, Any]:
    out = copy / "results" / f"live-play-{matches}.json"
    subprocess.run(
        ["node", "bench.js", "--storage", "memory", "--matches", str(matches), "--warmup", str(warmup),
         "--duration", str(seconds), "--port", str(free_port()), "--out", str(out)],
        cwd=copy, check=True, capture_output=True, timeout=warmup + seconds + 120,
    )  # fmt: skip
    result = json.loads(out.read_text())
    per_second = result["perSecond"]
    span = max(1, int(min(FLAT_SECONDS, seconds / 2)))
    return {
        "moves_per_s": result["movesPerSec"],
        "answer_p50_ms": result["latencyMs"]["p50"],
        "answer_p99_ms": result["latencyMs"]["p99"],
        "notified_p50_ms": float("nan"),
        "notified_p99_ms": float("nan"),
        "cpu_ms_per_move": result["cpu"]["serverCpuMsPerMove"],
        "server_cores": result["cpu"]["serverCoreFraction"],
        "loadgen_cores": result["cpu"]["loadgenCoreFraction"],
        "first_s": sum(per_second[:span]) / max(1, len(per_second[:span])),
        "last_s": sum(per_second[-span:]) / max(1, len(per_second[-span:])),
        "errors": len(result.get("anomalies") or {}) and sum(result["anomalies"].values()),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--matches", default="1,10,50", help="comma-separated M values")
    parser.add_argument("--transports", default="post+ndjson,websocket", help="post+ndjson and/or websocket")
    parser.add_argument("--warmup", type=float, default=3.0)
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--no-bgio", action="store_true", help="skip boardgame.io's side")
    parser.add_argument("--peer", type=Path, default=PEER, help="the boardgame.io peer folder (copied, never changed)")
    parser.add_argument("--json", help="write the rows here too")
    parser.add_argument(
        "--projector",
        default="inprocess",
        help="where the analytics projector runs: inprocess (the default deployment) or external (not running)",
    )
    parser.add_argument(
        "--profile",
        type=Path,
        help="a folder: py-spy records the server over each Folie window (<transport>-M<n>.svg and .txt)",
    )
    parser.add_argument(
        "--baseline",
        type=Path,
        help="another checkout (with its .venv) whose server runs as sides 'base:<transport>', interleaved",
    )
    args = parser.parse_args()
    copy = None if args.no_bgio else bgio_copy(args.peer)
    scripts(POOL_PER_MATCH * max(int(m) for m in args.matches.split(",")))  # before any timing
    rows: list[dict[str, Any]] = []
    print(f"load average at start: {' '.join(f'{x:.2f}' for x in os.getloadavg())}", flush=True)
    with tempfile.TemporaryDirectory(prefix="folie-live-play-") as directory:
        for matches in [int(m) for m in args.matches.split(",")]:
            transports = args.transports.split(",")
            bases = [f"base:{t}" for t in transports] if args.baseline is not None else []
            sides = [*bases, *transports, *(["bgio-memory"] if copy is not None else [])]
            for name in sides:
                if name == "bgio-memory" and copy is not None:
                    measured = bgio(copy, matches, args.warmup, args.seconds)
                elif name.startswith("base:"):
                    transport = name.removeprefix("base:")
                    measured = folie(
                        transport, matches, args.warmup, args.seconds, directory, args.projector, None, args.baseline
                    )
                else:
                    profile = None if args.profile is None else args.profile / f"{name.replace('+', '-')}-M{matches}"
                    measured = folie(name, matches, args.warmup, args.seconds, directory, args.projector, profile)
                row = {"side": name, "matches": matches, **measured}
                rows.append(row)
                print(
                    f"{name:>16} M={matches:<3} {row['moves_per_s']:8.1f} moves/s  answer p50/p99 "
                    f"{row['answer_p50_ms']:6.2f}/{row['answer_p99_ms']:6.2f} ms  notified p50/p99 "
                    f"{row['notified_p50_ms']:6.2f}/{row['notified_p99_ms']:6.2f} ms  "
                    f"CPU {row['cpu_ms_per_move']:5.2f} ms/move  cores server/loadgen "
                    f"{row['server_cores']:.2f}/{row['loadgen_cores']:.2f}  "
                    f"moves/s first/last {FLAT_SECONDS:g} s {row['first_s']:.0f}/{row['last_s']:.0f}  "
                    f"errors {row['errors']}",
                    flush=True,
                )
    print(f"load average at end: {' '.join(f'{x:.2f}' for x in os.getloadavg())}", flush=True)
    if args.json:
        Path(args.json).write_text(json.dumps(rows, indent=2))
    if os.environ.get("FOLIE_LIVE_PLAY_RATIOS", "1") == "1":
        for matches in sorted({r["matches"] for r in rows}):
            peer = next((r for r in rows if r["side"] == "bgio-memory" and r["matches"] == matches), None)
            if peer is None:
                continue
            for row in rows:
                if row["matches"] == matches and row is not peer:
                    print(
                        f"M={matches} {row['side']}/bgio: moves/s x{row['moves_per_s'] / peer['moves_per_s']:.2f}, "
                        f"CPU/move x{row['cpu_ms_per_move'] / peer['cpu_ms_per_move']:.2f}"
                    )


if __name__ == "__main__":
    main()
