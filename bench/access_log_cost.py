"""What the access log costs a request at the default level (issue 39: it was about 5% of a move).

Two measures, each interleaved within one run (only ratios mean anything on a shared machine):

- ``lines``: CPU per access line in this process, written to a pipe that another process drains (as a
  log collector reads a server's standard error): through ``logging`` (``access_log.info`` and
  :class:`JsonFormatter`, the way every line went before) and through ``folie serve``'s
  :class:`AccessHandler` (the line built without a ``LogRecord``, written in batches), at 1 and at 16
  requests a loop turn;
- ``server``: ``folie serve`` (one worker, SQLite, projector in-process) answering closed-loop
  commands (``bench/http_load.py``'s scripted solo Maeshowe matches) at ``--log-level info`` (the
  default: one access line per request) and ``warning`` (none): the server's CPU per command, and the
  difference, for this checkout and optionally a ``--baseline`` one. Standard error goes to
  ``/dev/null`` there (the cheapest write there is): the ``lines`` measure includes a real pipe.

    .venv/bin/python -m bench.access_log_cost --rounds 3 --baseline /work/main
"""

from __future__ import annotations

import argparse
import asyncio
import io
import logging
import os
import statistics
import subprocess
import tempfile
import time
from pathlib import Path
from typing import Any

from bench.http_load import ROOT, Scripts, free_port, run_load, script, start_server, with_cpu
from service.extensions.ops import AccessHandler, JsonFormatter, access_log

ROUTE = "/matches/{match_id}/commands"
PATH = "/matches/0f0e0d0c-0b0a-0908-0706-050403020100/commands"


def _pipe() -> tuple[io.TextIOWrapper, subprocess.Popen[bytes]]:
    """A text stream whose bytes another process reads and drops."""
    read, write = os.pipe()
    drain = subprocess.Popen(["cat"], stdin=read, stdout=subprocess.DEVNULL)
    os.close(read)
    return io.TextIOWrapper(os.fdopen(write, "wb"), write_through=True), drain


def logging_path(count: int, per_turn: int) -> float:
    """CPU microseconds per line through ``access_log.info`` (the way every line went before)."""
    stream, drain = _pipe()
    handler = logging.StreamHandler(stream)
    handler.setFormatter(JsonFormatter())
    access_log.handlers[:], access_log.propagate = [handler], False
    access_log.setLevel(logging.INFO)
    extra: dict[str, Any] = {"method": "POST", "path": PATH, "route": ROUTE, "status": 200, "client": "127.0.0.1"}

    async def run() -> float:
        started = time.process_time()
        for n in range(count):
            access_log.info("%s %s %d", "POST", ROUTE, 200, extra={**extra, "duration_ms": round(0.001234, 3)})
            if n % per_turn == per_turn - 1:
                await asyncio.sleep(0)
        return (time.process_time() - started) / count * 1e6

    try:
        return asyncio.run(run())
    finally:
        access_log.handlers[:] = []
        stream.close()
        drain.wait()


def served_path(count: int, per_turn: int) -> float:
    """CPU microseconds per line through :class:`AccessHandler` (``folie serve``'s access log now)."""
    stream, drain = _pipe()
    handler = AccessHandler(stream)

    async def run() -> float:
        started = time.process_time()
        for n in range(count):
            handler.line("POST", PATH, ROUTE, 200, 0.001234, "127.0.0.1", "0123456789abcdef-1")
            if n % per_turn == per_turn - 1:
                await asyncio.sleep(0)
        handler.flush()  # what is left, inside the measure
        return (time.process_time() - started) / count * 1e6

    try:
        return asyncio.run(run())
    finally:
        stream.close()
        drain.wait()


def lines(rounds: int, count: int) -> None:
    for per_turn in (1, 16):
        old: list[float] = []
        new: list[float] = []
        for _ in range(rounds):
            old.append(logging_path(count, per_turn))
            new.append(served_path(count, per_turn))
        print(
            f"lines, {per_turn:>2} a loop turn: logging {statistics.median(old):5.1f} us/line, "
            f"AccessHandler {statistics.median(new):5.1f} us/line "
            f"(x{statistics.median(new) / statistics.median(old):.2f}; medians of {rounds})",
            flush=True,
        )


def server(root: Path, level: str, directory: str, clients: int, seconds: float, scripts: Scripts) -> float:
    port = free_port()
    process = start_server(port, directory, "normal", "inprocess", root=root, store=f"log-{level}", tries=600)
    try:
        time.sleep(1.0)
        measured = with_cpu(process.pid, run_load(port, "commands", clients, seconds, scripts))
        return measured["cpu_us"]
    finally:
        process.terminate()
        process.wait(timeout=30)


def servers(rounds: int, clients: int, seconds: float, baseline: Path | None) -> None:
    scripts = Scripts([script(seed) for seed in range(1, 101)])
    sides = [("base", baseline)] if baseline is not None else []
    sides.append(("this", ROOT))
    cpu: dict[tuple[str, str], list[float]] = {}
    for _ in range(rounds):
        for name, root in sides:
            for level in ("info", "warning"):
                with tempfile.TemporaryDirectory(prefix="folie-access-") as directory:
                    cpu.setdefault((name, level), []).append(server(root, level, directory, clients, seconds, scripts))
    for name, _ in sides:
        info, warning = statistics.median(cpu[name, "info"]), statistics.median(cpu[name, "warning"])
        print(
            f"server {name}: {info:,.0f} us CPU/command at info, {warning:,.0f} at warning: the access log "
            f"{info - warning:+,.0f} us ({(info - warning) / warning:+.1%}; medians of {rounds}: "
            f"{[round(x) for x in cpu[name, 'info']]} / {[round(x) for x in cpu[name, 'warning']]})",
            flush=True,
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--lines", type=int, default=20_000, help="lines per in-process measure")
    parser.add_argument("--clients", type=int, default=8)
    parser.add_argument("--seconds", type=float, default=8.0)
    parser.add_argument("--baseline", type=Path, help="another checkout (with its .venv) for the server measure")
    parser.add_argument("--no-server", action="store_true", help="the in-process measure only")
    args = parser.parse_args()
    print(f"load average at start: {' '.join(f'{x:.2f}' for x in os.getloadavg())}", flush=True)
    lines(args.rounds, args.lines)
    if not args.no_server:
        servers(args.rounds, args.clients, args.seconds, args.baseline)
    print(f"load average at end: {' '.join(f'{x:.2f}' for x in os.getloadavg())}", flush=True)


if __name__ == "__main__":
    main()
