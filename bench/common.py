"""Helpers shared by the benchmarks: timing, percentiles, playing random games in-process."""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import msgspec

from domain.bots import random_command
from domain.contract import Engine, Event, RuleViolation
from domain.rng import Rng
from projections.store import EventStore, StoreConfig


def percentile(values: list[float], q: float) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    index = min(len(ordered) - 1, max(0, round(q / 100 * (len(ordered) - 1))))
    return ordered[index]


def best_of(runs: int, fn: Callable[[], float]) -> float:
    """The median of ``runs`` measurements (machines here are noisy)."""
    return statistics.median(fn() for _ in range(runs))


def play_random_game(
    engine: Engine[Any, Any], options: Any, seed: int, max_commands: int = 10_000
) -> tuple[list[Event], int]:
    """One complete game by random legal play; returns (events, commands)."""
    rng = Rng.derive(seed, "bench")
    events = engine.start(options, Rng.derive(seed, 0))
    state: Any = None
    for event in events:
        state = engine.evolve(state, event)
    commands = 0
    while not engine.status(state).finished and commands < max_commands:
        to_act = engine.status(state).to_act
        seat = to_act[rng.below(len(to_act))] if to_act else 0
        command = random_command(engine, state, seat, rng)
        if command is None:
            break
        decided = engine.decide(state, seat, command, 0.0, Rng.derive(seed, len(events)))
        commands += 1
        if isinstance(decided, RuleViolation):
            continue
        for event in decided:
            state = engine.evolve(state, event)
        events.extend(decided)
    return events, commands


def options_for(engine: Engine[Any, Any], raw: dict[str, Any]) -> Any:
    return msgspec.convert(raw, type=engine.options_type)


def now() -> float:
    return time.perf_counter()


def accumulating(
    spent: dict[str, float], part: str, fn: Callable[..., Any], clock: Callable[[], float] = time.perf_counter
) -> Callable[..., Any]:
    """``fn``, adding the ``clock`` time each call takes to ``spent[part]`` (benchmarks that time the
    parts of a bigger operation wrap its methods with this)."""

    def timed(*args: Any, **kwargs: Any) -> Any:
        started = clock()
        try:
            return fn(*args, **kwargs)
        finally:
            spent[part] = spent.get(part, 0.0) + clock() - started

    return timed


@contextmanager
def simulated_store(
    path: Path | None, directory: Path, events: int, fill: Callable[[EventStore, int, int], int]
) -> Iterator[EventStore]:
    """The SQLite store at ``path`` (kept and reused between runs; a temporary one in ``directory``
    when ``None``), topped up to at least ``events`` events: ``fill(store, missing, first_seed)``
    stores simulated matches and returns how many events it stored."""
    store = EventStore(StoreConfig(sqlite_path=str(path or directory / "events.sqlite")))
    try:
        present = store.max_notification_id()
        if present < events:
            started = time.perf_counter()
            added = fill(store, events - present, present)
            print(f"stored {added:,} events in {time.perf_counter() - started:.1f} s")
        yield store
    finally:
        store.close()


def remove_duckdb(path: Path) -> None:
    """Delete a DuckDB file and its WAL (a WAL left behind would be replayed into the next file)."""
    for suffix in ("", ".wal"):
        Path(f"{path}{suffix}").unlink(missing_ok=True)


class NoSnapshots:
    """The same store, seen without its snapshots: every load folds the whole history from the first
    event (what loading costs without them)."""

    def __init__(self, store: EventStore) -> None:
        self._store = store

    def __getattr__(self, name: str) -> object:
        return getattr(self._store, name)

    def latest_snapshot(self, *_: object, **__: object) -> None:
        return None
