"""Time to load a match cold (no warm cache) as its history grows: 100, 10,000 and 100,000 events.

A Maeshowe match is created and played through its first turns, then its history is lengthened with
chat lines (events like any other: stored, folded, counted in the version). Loading reads the latest
snapshot plus the tail, so it should stay flat; the full fold without snapshots is shown beside it.
"""

from __future__ import annotations

import statistics
import tempfile
import time
from pathlib import Path

from bench.common import NoSnapshots
from domain.match import create_events, decode_options
from domain.match_events import ChatPosted, Record
from domain.registry import default_engines
from projections.codec import Codec
from projections.matches import MatchRepository
from projections.store import EventStore, StoreConfig

SIZES = (100, 10_000, 100_000)
SNAPSHOT_EVERY = 200


def build_match(store: EventStore, repo: MatchRepository, size: int) -> str:
    engine = repo.engines["maeshowe"]
    typed = decode_options(engine, {"players": 2})
    events = create_events(engine, typed, 1, ["a", "b"], "c", 0.0)
    records = [Record(version=i + 1, event=e, cmd=0, at=0.0) for i, e in enumerate(events)]
    while len(records) < size:
        v = len(records) + 1
        records.append(Record(version=v, event=ChatPosted(seat=v % 2, text=f"line {v}"), cmd=v - 1, seat=v % 2))
    match_id = f"00000000-0000-4000-8000-{size:012d}"
    rows = repo.encode(match_id, records)
    for start in range(0, len(rows), 5000):
        store.insert(rows[start : start + 5000])
    match = repo.build(match_id)
    assert match is not None and match.version == size
    store.save_snapshot(repo.make_snapshot(match))
    return match_id


def timed(fn: object, runs: int = 7) -> float:
    samples = []
    for _ in range(runs):
        started = time.perf_counter()
        fn()  # type: ignore[operator]
        samples.append(time.perf_counter() - started)
    return statistics.median(samples)


def main() -> None:
    engines = default_engines()
    with tempfile.TemporaryDirectory() as tmp:
        store = EventStore(StoreConfig(sqlite_path=str(Path(tmp) / "load.sqlite")))
        repo = MatchRepository(store, Codec(engines), engines, snapshot_every=SNAPSHOT_EVERY)
        bare = MatchRepository(store, Codec(engines), engines)
        print("| events in history | cold load (snapshot + tail) | full fold, no snapshot |")
        print("|---:|---:|---:|")
        for size in SIZES:
            match_id = build_match(store, repo, size)
            with_snapshot = timed(lambda: repo.build(match_id))  # noqa: B023
            bare.store = NoSnapshots(store)  # type: ignore[assignment]
            full = timed(lambda: bare.build(match_id), runs=3 if size > 10_000 else 7)  # noqa: B023
            print(f"| {size:,} | {with_snapshot * 1000:.2f} ms | {full * 1000:.1f} ms |")
        store.close()


if __name__ == "__main__":
    main()
