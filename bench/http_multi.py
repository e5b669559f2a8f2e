"""Commands per second through HTTP with 1, 2 and 4 workers, on SQLite and on PostgreSQL.

Each configuration runs N ``folie serve --reuse-port`` processes on one port (the local-cluster
topology) over a fresh store. The load generator runs in two processes (one would saturate first),
each with half the clients on keep-alive connections playing Maeshowe as in ``bench/http_load.py``.
Each row is reported against two floors measured in the same run:

* the HTTP floor: the same servers answering ``GET /healthz`` to the same generator;
* the storage floor: the raw append rate of the same store, in-process, one event per append, with as
  many appends in flight as there are clients (group commit, what the service itself does).

Only ratios mean much on a shared 2-core machine, where workers, generator and database compete.
Usage: ``.venv/bin/python -m bench.http_multi [--seconds 5] [--clients 32] [--workers 1,2,4]``.
"""

from __future__ import annotations

import argparse
import asyncio
import multiprocessing
import os
import signal
import subprocess
import sys
import tempfile
import time
import uuid
from collections.abc import Iterator
from concurrent.futures import Future
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from bench.common import percentile
from bench.http_load import ROOT, Scripts, floor_client, free_port, player, script
from projections.store import EventStore, StoreConfig, stored
from service.settings import parse_database_url


def _load(port: int, kind: str, clients: int, seconds: float, seed: int, out: Any) -> None:
    latencies: list[float] = []
    errors: list[int] = []

    scripts = Scripts([script(seed * 1000 + i) for i in range(max(clients, 8))]) if kind != "floor" else None

    async def generate() -> None:
        until = time.perf_counter() + seconds
        if scripts is None:
            tasks = [floor_client(port, until, latencies) for _ in range(clients)]
        else:
            tasks = [player(port, until, latencies, scripts, errors) for _ in range(clients)]
        await asyncio.gather(*tasks)

    asyncio.run(generate())
    out.put((latencies, len(errors)))


def measure(port: int, kind: str, clients: int, seconds: float) -> dict[str, float]:
    """Run the load from two generator processes; combine their latencies."""
    context = multiprocessing.get_context("fork")
    out: Any = context.Queue()
    generators = 2 if clients >= 2 else 1
    procs = [
        context.Process(target=_load, args=(port, kind, clients // generators, seconds, g, out))
        for g in range(generators)
    ]
    started = time.perf_counter()
    for proc in procs:
        proc.start()
    results = [out.get() for _ in procs]
    for proc in procs:
        proc.join()
    elapsed = time.perf_counter() - started
    latencies = [x for lat, _ in results for x in lat]
    return {
        "rps": len(latencies) / min(elapsed, seconds + 0.5),
        "p50_ms": percentile(latencies, 50) * 1000,
        "p99_ms": percentile(latencies, 99) * 1000,
        "errors": float(sum(e for _, e in results)),
    }


@contextmanager
def workers(count: int, database_url: str, directory: str) -> Iterator[int]:
    port = free_port()
    EventStore(parse_database_url(database_url)).close()  # tables first: workers starting together would race
    env = {
        **os.environ,
        "FOLIE_DATABASE_URL": database_url,
        "FOLIE_PORT": str(port),
        "FOLIE_RATE_LIMIT_IP": "off",
        "FOLIE_RATE_LIMIT_TOKEN": "off",
        "FOLIE_RATE_LIMIT_CREATE": "off",
        "FOLIE_SERVED_BY": "on",  # /readyz names each worker (host:pid), to wait for all of them
        "FOLIE_ACCESS_LOG": "off",
        "FOLIE_ANALYTICS_PROJECTOR": "off",
    }
    procs = [
        subprocess.Popen(
            [str(ROOT / ".venv/bin/folie"), "serve", "--reuse-port", "--log-level", "warning"],
            env=env,
            cwd=directory,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        for _ in range(count)
    ]
    try:
        wait_workers(port, count)
        yield port
    finally:
        for proc in procs:
            proc.send_signal(signal.SIGTERM)
        for proc in procs:
            proc.wait(timeout=20)


def wait_workers(port: int, count: int) -> None:
    import httpx

    seen: set[str] = set()
    deadline = time.monotonic() + 60
    while len(seen) < count and time.monotonic() < deadline:
        try:
            with httpx.Client(timeout=2) as client:
                seen.add(client.get(f"http://127.0.0.1:{port}/readyz").json()["worker"])
        except (httpx.HTTPError, KeyError, ValueError):
            time.sleep(0.1)
    if len(seen) < count:
        raise RuntimeError(f"only {len(seen)} of {count} workers started")


def storage_floor(config: StoreConfig, in_flight: int, seconds: float) -> float:
    """Single-event appends per second through the group-commit writer, ``in_flight`` at a time."""
    store = EventStore(config)
    try:
        pending: list[Future[None]] = []
        started = time.perf_counter()
        until = started + seconds
        while time.perf_counter() < until:
            while len(pending) < in_flight:
                event = stored(uuid.uuid4(), 1, "bench/appended@1", b"\x90" * 64)
                pending.append(store.writer.submit([event]))
            pending[0].result()
            pending = [f for f in pending if not f.done()]
        for future in pending:
            future.result()
        return store.max_notification_id() / (time.perf_counter() - started)
    finally:
        store.close()


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--seconds", type=float, default=5.0)
    parser.add_argument("--clients", type=int, default=32)
    parser.add_argument("--workers", default="1,2,4")
    parser.add_argument("--backends", default="sqlite,postgres")
    args = parser.parse_args()
    counts = [int(n) for n in args.workers.split(",")]
    rows: list[tuple[str, int, dict[str, float], dict[str, float], float]] = []
    with tempfile.TemporaryDirectory() as directory, _postgres(args.backends) as pg_url:
        for backend in args.backends.split(","):
            for count in counts:
                name = f"b{uuid.uuid4().hex[:8]}"
                sqlite = backend == "sqlite"
                url = f"sqlite:///{directory}/{name}.sqlite" if sqlite else f"{pg_url}?schema={name}"
                floor_url = f"sqlite:///{directory}/{name}-floor.sqlite" if sqlite else f"{pg_url}?schema={name}f"
                store_rate = storage_floor(parse_database_url(floor_url), args.clients, args.seconds)
                with workers(count, url, directory) as port:
                    floor = measure(port, "floor", args.clients, args.seconds)
                    commands = measure(port, "commands", args.clients, args.seconds)
                rows.append((backend, count, floor, commands, store_rate))
                print(f"{backend} x{count}: {commands['rps']:,.0f} commands/s", file=sys.stderr)
    print(
        "| store | workers | HTTP floor req/s | commands/s | / HTTP floor | store appends/s | / store floor "
        "| p50 | p99 | errors |"
    )
    print("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    for backend, count, floor, commands, store_rate in rows:
        print(
            f"| {backend} | {count} | {floor['rps']:,.0f} | {commands['rps']:,.0f} "
            f"| {commands['rps'] / floor['rps']:.2f} "
            f"| {store_rate:,.0f} | {commands['rps'] / store_rate:.2f} | {commands['p50_ms']:.1f} ms "
            f"| {commands['p99_ms']:.1f} ms | {commands['errors']:.0f} |"
        )


@contextmanager
def _postgres(backends: str) -> Iterator[str]:
    if "postgres" not in backends:
        yield ""
        return
    sys.path.insert(0, str(Path(ROOT)))
    from tests.support.postgres import postgres_server

    with postgres_server() as server:
        yield server.url()


if __name__ == "__main__":
    main()
