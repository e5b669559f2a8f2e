"""Memory per warm match: N Maeshowe matches folded and kept warm in one repository.

Measured with tracemalloc (Python allocations) after loading N matches played a few turns each, as a
worker's LRU cache holds them; the figure is bytes per match, beside the encoded snapshot size.
"""

from __future__ import annotations

import argparse
import gc
import tempfile
import tracemalloc
from pathlib import Path
from typing import Any

from domain.bots import random_command
from domain.contract import RuleViolation
from domain.match import create_events, decode_options
from domain.match_events import Record
from domain.registry import default_engines
from domain.rng import Rng
from projections.codec import Codec
from projections.matches import MatchRepository
from projections.store import EventStore, StoreConfig


def play_into_store(repo: MatchRepository, game: str, options: dict[str, Any], seed: int, turns: int) -> str:
    engine = repo.engines[game]
    typed = decode_options(engine, options)
    events = create_events(engine, typed, seed, ["a"] * engine.seats(typed), "c", 0.0)
    records = [Record(version=i + 1, event=e, cmd=0) for i, e in enumerate(events)]
    match_id = f"00000000-0000-4000-8000-{seed:012d}"
    match = None
    for record in records:
        match = repo.apply(match_id, match, record)
    assert match is not None
    rng = Rng.derive(seed, "memory")
    for _ in range(turns):
        status = engine.status(match.state)
        if status.finished or not status.to_act:
            break
        seat = status.to_act[0]
        command = random_command(engine, match.state, seat, rng)
        if command is None:
            break
        decided = engine.decide(match.state, seat, command, 0.0, Rng.derive(seed, match.version))
        if isinstance(decided, RuleViolation):
            continue
        start = match.version
        for i, event in enumerate(decided):
            record = Record(version=start + i + 1, event=event, cmd=start, seat=seat)
            records.append(record)
            match = repo.apply(match_id, match, record)
    repo.store.insert(repo.encode(match_id, records))
    return match_id


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--matches", type=int, default=2000)
    args = parser.parse_args()
    engines = default_engines()
    print("| game | warm matches | bytes per warm match | snapshot bytes |")
    print("|---|---:|---:|---:|")
    for game, options in (("maeshowe", {"players": 2}), ("bigbook", {"players": 4}), ("montagnes", {"players": 4})):
        with tempfile.TemporaryDirectory() as tmp:
            store = EventStore(StoreConfig(sqlite_path=str(Path(tmp) / "m.sqlite")))
            writer_repo = MatchRepository(store, Codec(engines), engines)
            ids = [play_into_store(writer_repo, game, options, seed, turns=6) for seed in range(args.matches)]
            repo = MatchRepository(store, Codec(engines), engines, cache_size=args.matches)
            gc.collect()
            tracemalloc.start()
            before = tracemalloc.get_traced_memory()[0]
            for match_id in ids:
                match = repo.build(match_id)
                assert match is not None
                repo.remember(match)
            gc.collect()
            after = tracemalloc.get_traced_memory()[0]
            tracemalloc.stop()
            sample = repo.cached(ids[0])
            assert sample is not None
            snapshot = len(repo.make_snapshot(sample).state)
            print(f"| {game} | {args.matches:,} | {(after - before) / args.matches:,.0f} | {snapshot:,} |")
            store.close()


if __name__ == "__main__":
    main()
