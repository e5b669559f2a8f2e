"""Complexity budgets: the cost of a request must not grow with a match's history.

For each adversarial history (a long chat, many tokens issued and revoked, a long command history),
a match is built to ``n`` and to ``factor * n`` entries through the real app (ASGI, real SQLite file,
rate limits off, a clock that moves so chat limits never refuse), then a fixed mix of requests is
timed on it: the match summary, the seat's view, the latest events and chat lines, and one more
entry of the same kind (a chat line, a token issued and revoked, a command). ``ratio`` is the cost
per request at ``factor * n`` over the cost at ``n``: flat means near 1. A cold load (a new app on
the same file, its first view) is reported beside it; it folds from the latest snapshot
(``FOLIE_SNAPSHOT_EVERY``, 200 events), so it should stay flat too. Undo chains are measured by
``bench/undo_chain.py``.

    python -m bench.complexity                     # n = 100, x10, budget 1.5: exit 1 above it
    python -m bench.complexity --n 20 --json out.json
"""

from __future__ import annotations

import argparse
import json
import logging
import os
import statistics
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from litestar.testing import TestClient

from projections.store import StoreConfig
from service.app import create_app
from service.settings import Settings
from tests.support.toy import ENGINE as TOY

KINDS = ("chat", "tokens", "commands")
BUDGET = 1.5
MIX = 5
"""Requests in one timed mix (summary, view, latest events, latest chat, one more entry)."""
T0 = 1_800_000_000.0


@dataclass
class Figure:
    kind: str
    n: int
    events: int
    """Events stored in the match when the timing started."""
    per_request_ms: float
    cold_load_ms: float


class Clock:
    """Server time that moves forward on demand (a chat line every 3 s keeps under the rate limit)."""

    def __init__(self) -> None:
        self.now = T0

    def __call__(self) -> float:
        return self.now


class Bench:
    """One app on one SQLite file, one toy match with a single seat."""

    def __init__(self, directory: Path) -> None:
        self.path = directory / "events.sqlite"
        self.clock = Clock()
        self.client = self.open()
        created = self.client.post("/matches", json={"game": "toy", "options": {"seats": 1, "target": 1000}, "seed": 1})
        assert created.status_code == 201, created.text
        body = created.json()
        self.match_id: str = body["match_id"]
        self.seat = {"Authorization": f"Bearer {body['seats'][0]['token']}"}
        self.creator = {"Authorization": f"Bearer {body['creator_token']}"}

    def open(self) -> TestClient[Any]:
        settings = Settings(
            store=StoreConfig(sqlite_path=str(self.path)),
            analytics_projector="off",
            analytics_path=str(self.path.with_suffix(".duckdb")),
        )
        client: TestClient[Any] = TestClient(create_app(settings, engines={"toy": TOY}, clock=self.clock))
        client.__enter__()
        return client

    def close(self) -> None:
        self.client.__exit__(None, None, None)

    def ok(self, response: Any, status: int = 200) -> Any:
        assert response.status_code == status, (response.status_code, response.text)
        return response.json()

    def chat(self) -> None:
        self.clock.now += 3.0
        self.ok(self.client.post(f"/matches/{self.match_id}/chat", headers=self.seat, json={"text": "encore"}), 201)

    def token(self) -> None:
        url = f"/matches/{self.match_id}/tokens"
        issued = self.ok(self.client.post(url, headers=self.creator, json={"scope": "spectator"}), 201)
        self.ok(self.client.delete(f"{url}/{issued['token_id']}", headers=self.creator))

    def command(self) -> None:
        body = {"command": {"action": "end_turn"}}
        self.ok(self.client.post(f"/matches/{self.match_id}/commands", headers=self.seat, json=body))

    def version(self) -> int:
        version: int = self.ok(self.client.get(f"/matches/{self.match_id}"))["version"]
        return version

    def requests(self, grow: Callable[[], None]) -> None:
        """The timed mix: reads a client makes all the time, and one more entry of the same kind."""
        version = self.version()
        self.ok(self.client.get(f"/matches/{self.match_id}/view", headers=self.seat))
        tail = max(0, version - 10)
        self.ok(self.client.get(f"/matches/{self.match_id}/events?after={tail}", headers=self.seat))
        self.ok(self.client.get(f"/matches/{self.match_id}/chat?after={tail}", headers=self.seat))
        grow()


@contextmanager
def limits_off() -> Iterator[None]:
    """Rate limits off while the apps are built (they read them from the environment), then restored."""
    names = ("FOLIE_RATE_LIMIT_IP", "FOLIE_RATE_LIMIT_TOKEN", "FOLIE_RATE_LIMIT_CREATE")
    saved = {name: os.environ.get(name) for name in names}
    os.environ.update(dict.fromkeys(names, "off"))
    try:
        yield
    finally:
        for name, value in saved.items():
            if value is None:
                os.environ.pop(name, None)
            else:
                os.environ[name] = value


def measure(kind: str, n: int, rounds: int) -> Figure:
    with tempfile.TemporaryDirectory() as directory:
        bench = Bench(Path(directory))
        grow = {"chat": bench.chat, "tokens": bench.token, "commands": bench.command}[kind]
        for _ in range(n):
            grow()
        events = bench.version()
        for _ in range(5):  # warm-up
            bench.requests(grow)
        batches = []
        for _ in range(rounds):
            started = time.perf_counter()
            for _ in range(10):
                bench.requests(grow)
            batches.append((time.perf_counter() - started) / 10 / MIX * 1000)
        bench.close()
        cold = []
        for _ in range(3):
            bench.client = bench.open()
            bench.ok(bench.client.get("/healthz"))  # the app is up: time the match's first load only
            started = time.perf_counter()
            bench.ok(bench.client.get(f"/matches/{bench.match_id}/view", headers=bench.seat))
            cold.append((time.perf_counter() - started) * 1000)
            bench.close()
        return Figure(kind, n, events, statistics.median(batches), min(cold))


def run(n: int, factor: int, rounds: int) -> list[dict[str, Any]]:
    out = []
    for kind in KINDS:
        with limits_off():
            small, large = measure(kind, n, rounds), measure(kind, n * factor, rounds)
        out.append(
            {
                "kind": kind,
                "small": asdict(small),
                "large": asdict(large),
                "ratio": large.per_request_ms / small.per_request_ms,
                "cold_ratio": large.cold_load_ms / small.cold_load_ms,
            }
        )
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--n", type=int, default=100, help="entries in the short history")
    parser.add_argument("--factor", type=int, default=10)
    parser.add_argument("--rounds", type=int, default=7, help="timed batches of 10 request mixes")
    parser.add_argument("--budget", type=float, default=BUDGET, help="largest ratio allowed")
    parser.add_argument("--json", type=Path, help="also write the figures here")
    args = parser.parse_args()
    logging.disable(logging.INFO)
    figures = run(args.n, args.factor, args.rounds)
    print(f"{'history':10} {'n':>6} {'events':>7} {'ms/request':>11} {'cold ms':>8}   ratio  cold ratio")
    for row in figures:
        for size in ("small", "large"):
            f = row[size]
            print(
                f"{row['kind']:10} {f['n']:>6} {f['events']:>7} {f['per_request_ms']:>11.2f} {f['cold_load_ms']:>8.1f}"
            )
        print(f"{'':10} {'':>6} {'':>7} {'':>11} {'':>8}   {row['ratio']:.2f}   {row['cold_ratio']:.2f}")
    if args.json:
        args.json.write_text(json.dumps(figures, indent=2) + "\n")
    over = [row["kind"] for row in figures if row["ratio"] > args.budget]
    if over:
        print(f"over budget ({args.budget}): {', '.join(over)}")
        sys.exit(1)


if __name__ == "__main__":
    main()
