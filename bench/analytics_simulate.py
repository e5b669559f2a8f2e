"""Simulation throughput per engine and bot: matches per second on one worker and on all cores.

Each scenario is measured in three parts, in the same run:

* ``play``: matches played exactly as ``folie simulate`` plays them (platform functions, records
  encoded to the stored bytes), without the store: the engines' and bots' own speed;
* ``sim``: play and store, as ``folie simulate --no-project`` does (the parent inserts each chunk into
  a fresh SQLite store in one transaction while the workers go on playing);
* ``store`` and ``project``: the parent's inserts alone, and the projector's catch-up on the stored
  matches (both single-process by design), in matches per second.

One worker plays in the calling process; ``N`` workers are forked processes. Runs alternate (1, N, 1,
N...) and the best of ``--repeat`` is kept, because the machine is shared: other processes take
cores at random. To tell that apart from the simulation's own overhead, each line also shows

* ``cpu/m``: CPU milliseconds per match on one worker and on N (parent and workers together): equal
  means parallelism costs nothing extra;
* ``cores``: the cores the N-worker run actually got (its CPU time over its wall time);
* ``ceiling``: what N processes of pure Python arithmetic got over one at the same moment, the best
  ratio the machine allowed then.
"""

from __future__ import annotations

import argparse
import math
import multiprocessing
import os
import resource
import statistics
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from bench.common import remove_duckdb
from domain.registry import default_engines
from projections.analytics.database import open_database
from projections.analytics.projector import Projector
from projections.analytics.simulation import Played, play_many, start_method, store_played
from projections.store import EventStore, StoreConfig

SCENARIOS: list[tuple[str, dict[str, Any], str, int]] = [
    ("maeshowe", {}, "random", 800),
    ("maeshowe", {}, "heuristic", 120),
    ("bigbook", {"players": 3}, "random", 40),
    ("bigbook", {"players": 3}, "heuristic", 20),
    ("montagnes", {"players": 4}, "random", 120),
    ("montagnes", {"players": 4}, "heuristic", 80),
]
"""Game, options, bot, and matches per run at ``--scale 1`` (about 1.5 s each on one core)."""


@dataclass
class Run:
    """One timed run: wall seconds, CPU seconds (this process and its reaped children), matches."""

    wall: float
    cpu: float
    games: int

    @property
    def rate(self) -> float:
        return self.games / self.wall

    @property
    def cpu_ms(self) -> float:
        return 1000 * self.cpu / self.games


@dataclass
class Best:
    runs: list[Run] = field(default_factory=list)

    def best(self) -> Run:
        return max(self.runs, key=lambda run: run.rate)


def cpu_seconds() -> float:
    own = resource.getrusage(resource.RUSAGE_SELF)
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime


def timed(fn: Callable[[], int]) -> Run:
    cpu, started = cpu_seconds(), time.perf_counter()
    games = fn()
    return Run(time.perf_counter() - started, cpu_seconds() - cpu, games)


def play(game: str, options: dict[str, Any], bot: str, games: int, workers: int) -> Run:
    return timed(lambda: sum(len(chunk) for chunk in play_many(game, options, bot, games, 1, workers=workers)))


def simulate(game: str, options: dict[str, Any], bot: str, games: int, workers: int, path: Path) -> Run:
    """Play and store into a new SQLite store at ``path`` (the loop of ``folie simulate``)."""
    path.unlink(missing_ok=True)
    store = EventStore(StoreConfig(sqlite_path=str(path)))

    def body() -> int:
        played = 0
        for chunk in play_many(game, options, bot, games, 1, workers=workers):
            store_played(store, chunk)
            played += len(chunk)
        return played

    try:
        return timed(body)
    finally:
        store.close()


def store_only(game: str, options: dict[str, Any], bot: str, games: int, path: Path) -> float:
    """Matches per second the parent inserts, the matches being played beforehand."""
    chunks: list[list[Played]] = list(play_many(game, options, bot, games, 2, workers=os.cpu_count()))
    path.unlink(missing_ok=True)
    store = EventStore(StoreConfig(sqlite_path=str(path)))
    try:
        started = time.perf_counter()
        for chunk in chunks:
            store_played(store, chunk)
        return games / (time.perf_counter() - started)
    finally:
        store.close()


def project(store_path: Path, games: int) -> float:
    """Matches per second the projector ingests from the store at ``store_path`` (a fresh file)."""
    target = store_path.with_suffix(".duckdb")
    remove_duckdb(target)
    store = EventStore(StoreConfig(sqlite_path=str(store_path)))
    con = open_database(target)
    try:
        started = time.perf_counter()
        Projector(store, con, default_engines()).catch_up()
        return games / (time.perf_counter() - started)
    finally:
        con.close()
        store.close()


def _burn(n: int) -> float:
    started = time.perf_counter()
    total = 0
    for i in range(n):
        total += i * i
    return time.perf_counter() - started


def ceiling(workers: int, n: int = 1_500_000) -> float:
    """How many times one process's speed ``workers`` busy processes get right now (at most ``workers``)."""
    with multiprocessing.get_context(start_method()).Pool(workers) as pool:
        pool.map(_burn, [1] * workers)  # started (and, with spawn, imported) before the clock starts
        one = _burn(n)
        started = time.perf_counter()
        pool.map(_burn, [n] * workers, chunksize=1)
        every = time.perf_counter() - started
    return workers * one / every


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--scale", type=float, default=1.0, help="multiplies the matches per run")
    parser.add_argument("--repeat", type=int, default=3, help="runs of each kind; the best is kept")
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1, help="N (default: all cores)")
    parser.add_argument("--game", help="only this engine")
    args = parser.parse_args()
    n = args.workers
    print(f"{n} workers ({start_method()}), best of {args.repeat}; matches/s unless noted")
    print(
        f"{'game':<10}{'bot':<10}{'matches':>8} |{'play 1':>8}{f'play {n}':>8}{'ratio':>7}"
        f" |{'sim 1':>8}{f'sim {n}':>8}{'ratio':>7} |{'store':>8}{'project':>9}"
        f" |{'cpu/m 1':>9}{f'cpu/m {n}':>9}{'cores':>7}{'ceiling':>8}"
    )
    default_engines()
    with tempfile.TemporaryDirectory(prefix="folie-bench-") as directory:
        path = Path(directory) / "events.sqlite"
        for game, options, bot, base in SCENARIOS:
            if args.game and game != args.game:
                continue
            games = max(n, math.ceil(base * args.scale))
            play(game, options, bot, min(games, 4), 1)  # warm up (imports, caches)
            plays: dict[int, Best] = {1: Best(), n: Best()}
            sims: dict[int, Best] = {1: Best(), n: Best()}
            ceilings = []
            for _ in range(args.repeat):
                ceilings.append(ceiling(n))
                for workers in (1, n):
                    plays[workers].runs.append(play(game, options, bot, games, workers))
                for workers in (1, n):
                    sims[workers].runs.append(simulate(game, options, bot, games, workers, path))
            projected = project(path, games)
            stored = store_only(game, options, bot, games, path)
            p1, pn = plays[1].best(), plays[n].best()
            s1, sn = sims[1].best(), sims[n].best()
            print(
                f"{game:<10}{bot:<10}{games:>8} |{p1.rate:>8.1f}{pn.rate:>8.1f}{pn.rate / p1.rate:>7.2f}"
                f" |{s1.rate:>8.1f}{sn.rate:>8.1f}{sn.rate / s1.rate:>7.2f} |{stored:>8.1f}{projected:>9.1f}"
                f" |{p1.cpu_ms:>9.2f}{pn.cpu_ms:>9.2f}{pn.cpu / pn.wall:>7.2f}{statistics.median(ceilings):>8.2f}",
                flush=True,
            )


if __name__ == "__main__":
    main()
