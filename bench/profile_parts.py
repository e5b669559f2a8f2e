"""Where the server's samples go: py-spy's folded stacks (``--format raw``) summed part by part.

Reads the ``.txt`` files ``bench/live_play.py --profile DIR`` writes and prints, per file, the share
of the server's busy samples in each part of a move's path, the budget table's parts plus those the
in-app budget cannot see (the analytics projector and publisher threads, the sockets' framing). A
sample belongs to the part of the innermost frame that names one (asyncio, contextlib, threading
and other generic frames are looked through), so the domain's work under the route counts as
domain and SQLite's under the store as the commit.

    .venv/bin/python -m bench.profile_parts docs/profiles/*.txt
"""

from __future__ import annotations

import argparse
import re
from collections import Counter
from pathlib import Path

PARTS: list[tuple[str, tuple[str, ...]]] = [
    ("analytics projector and publisher (threads)", ("projections/analytics/", "service/extensions/analytics.py")),
    ("commit (event store, SQLite)", ("projections/store.py", "eventsourcing/sqlite.py")),
    ("encode for storage", ("MatchRepository.encode", "projections/codec.py")),
    ("fold and load (repository)", ("projections/matches.py",)),
    ("domain: decide, fold, views, legal actions, log", ("domain/", "projections/views.py")),
    ("authentication", ("service/auth.py",)),
    ("live push (channels, batches, frames)", ("service/live_hub.py",)),
    (
        "WebSocket framing (uvicorn, litestar, Session)",
        ("protocols/websockets", "litestar/connection/websocket", "live_socket.py"),
    ),
    ("service glue (matches.py: lock, cache, checks, records)", ("service/matches.py",)),
    ("scheduler", ("service/extensions/scheduler.py",)),
    (
        "HTTP route (uvicorn, Litestar, middleware, app)",
        ("protocols/http", "litestar/", "service/extensions/", "service/app.py", "starlette", "h11"),
    ),
]
GENERIC = ("asyncio/", "contextlib.py", "threading.py", "concurrent/futures", "functools.py", "typing.py", "queue.py")
OTHER = "event loop and other (asyncio, uvloop, threads idle-waiting)"


def part_of(frames: list[str]) -> str:
    for frame in reversed(frames):
        if any(generic in frame for generic in GENERIC):
            continue
        for name, marks in PARTS:
            if any(mark in frame for mark in marks):
                return name
    return OTHER


def summary(path: Path) -> tuple[int, Counter[str]]:
    parts: Counter[str] = Counter()
    total = 0
    for line in path.read_text().splitlines():
        stack, _, count = line.rstrip().rpartition(" ")
        if not stack or not count.isdigit():
            continue
        frames = [re.sub(r":\d+\)$", ")", f) for f in stack.split(";")]
        total += int(count)
        parts[part_of(frames)] += int(count)
    return total, parts


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("files", nargs="+", type=Path)
    args = parser.parse_args()
    for path in args.files:
        total, parts = summary(path)
        print(f"\n{path} ({total} samples)\n")
        print("| part | share of samples |\n|---|---:|")
        for name, count in parts.most_common():
            print(f"| {name} | {100 * count / max(1, total):.1f}% |")


if __name__ == "__main__":
    main()
