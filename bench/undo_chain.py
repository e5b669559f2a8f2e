"""Undo chains: one seat repeating "discard, undo" 1,000 times, on a real store (issue 12 item 2).

Before undo kept the state at each undoable command's start, folding an ``Undone`` replayed the
history up to its target, itself full of ``Undone`` events: each undo cost about twice the one before
(16 pairs: 24 s). Now it is one decode. Measured on a 2-player Maeshowe match whose first seat
discards a card with no hidden outcome and takes it back, every record stored as the service stores
it (snapshots every 200 versions):

* per-undo cost of the live fold, by position in the chain (it must stay flat);
* the whole history folded again from the store, without snapshots;
* a cold load (latest snapshot plus the tail) and replays at versions spread over the chain
  (``GET /replay`` uses the same ``state_at``).

Run: ``.venv/bin/python -m bench.undo_chain`` (``--undos N`` for another length).
"""

from __future__ import annotations

import argparse
import statistics
import tempfile
import time
from pathlib import Path
from typing import Any

from bench.common import NoSnapshots
from domain.contract import Command, Engine, Event
from domain.match import create_events, decide_command, decode_options
from domain.match_events import Record, Undone
from domain.match_state import Match
from domain.registry import default_engines
from domain.undo import decide_undo
from projections.codec import Codec
from projections.matches import MatchRepository
from projections.store import EventStore, StoreConfig

UNDOS = 1_000
SNAPSHOT_EVERY = 200
MATCH_ID = "00000000-0000-4000-8000-00000000c4a1"


class Chain:
    """A match written through the repository as the service writes it (records, snapshots)."""

    def __init__(self, store: EventStore, repo: MatchRepository, engine: Engine[Any, Any]) -> None:
        self.store = store
        self.repo = repo
        self.engine = engine
        typed = decode_options(engine, {"players": 2})
        events = create_events(engine, typed, 7, ["a", "b"], "c", 0.0)
        self.match: Match | None = None
        self.undo_seconds: list[float] = []
        self.append(events, seat=None)

    def append(self, events: list[Event], seat: int | None) -> None:
        start = self.match.version if self.match else 0
        records = [Record(version=start + i + 1, event=e, cmd=start, seat=seat) for i, e in enumerate(events)]
        self.store.insert(self.repo.encode(MATCH_ID, records))
        for record in records:
            began = time.perf_counter()
            self.match = self.repo.apply(MATCH_ID, self.match, record)
            if isinstance(record.event, Undone):
                self.undo_seconds.append(time.perf_counter() - began)
        assert self.match is not None
        if self.repo.snapshot_due(start, self.match.version):
            self.store.save_snapshot(self.repo.make_snapshot(self.match))


def quiet_discard(engine: Engine[Any, Any], match: Match, seat: int) -> Command:
    """A discard whose events have no chance, reveal or finality (so it can always be undone)."""
    for action in engine.legal_actions(match.state, seat):
        if action.action != "discard":
            continue
        for choice in action.params[0].choices:
            command = engine.parse_command({"action": "discard", action.params[0].name: choice.value})
            decision = decide_command(engine, match, seat, command, 0.0)
            final = any(e.chance or e.reveals or engine.is_final(match.state, e) for e in decision.events)
            if decision.barrier is None and not final:
                return command
    raise RuntimeError("no quiet discard in this hand: pick another seed")


def spread(values: list[float], parts: int = 4) -> list[tuple[int, float]]:
    """Median of each consecutive ``parts``-th of ``values``: (first undo number, seconds)."""
    size = max(1, len(values) // parts)
    return [(i + 1, statistics.median(values[i : i + size])) for i in range(0, len(values), size)][:parts]


def run(undos: int = UNDOS) -> dict[str, Any]:
    engines = default_engines()
    engine = engines["maeshowe"]
    with tempfile.TemporaryDirectory() as tmp:
        store = EventStore(StoreConfig(sqlite_path=str(Path(tmp) / "undo.sqlite")))
        repo = MatchRepository(store, Codec(engines), engines, snapshot_every=SNAPSHOT_EVERY)
        chain = Chain(store, repo, engine)
        assert chain.match is not None
        seat = engine.status(chain.match.state).to_act[0]
        command = quiet_discard(engine, chain.match, seat)
        started = time.perf_counter()
        for _ in range(undos):
            chain.append(decide_command(engine, chain.match, seat, command, 0.0).events, seat)
            chain.append(decide_undo(engine, chain.match, seat, None), seat)
        live = time.perf_counter() - started
        final = chain.match
        assert final is not None and len(chain.undo_seconds) == undos

        bare = MatchRepository(NoSnapshots(store), Codec(engines), engines)  # type: ignore[arg-type]
        began = time.perf_counter()
        full = bare.build(MATCH_ID)
        fold = time.perf_counter() - began
        assert full is not None and full.state == final.state

        began = time.perf_counter()
        cold = repo.build(MATCH_ID)
        load = time.perf_counter() - began
        assert cold is not None and cold.state == final.state

        versions = [max(2, final.version * k // 20) for k in range(1, 21)]
        replays = []
        for version in versions:
            began = time.perf_counter()
            repo.state_at(MATCH_ID, version)
            replays.append(time.perf_counter() - began)
        store.close()
    return {
        "undos": undos,
        "events": final.version,
        "live": live,
        "per_undo": spread(chain.undo_seconds),
        "fold": fold,
        "cold_load": load,
        "replay_median": statistics.median(replays),
        "replay_max": max(replays),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--undos", type=int, default=UNDOS)
    figures = run(parser.parse_args().undos)
    print(f"{figures['undos']:,} discard/undo pairs, {figures['events']:,} events (Maeshowe, 2 players)")
    print("| undos | median fold of one Undone |")
    print("|---|---:|")
    for first, seconds in figures["per_undo"]:
        print(f"| from #{first:,} | {seconds * 1e6:.1f} µs |")
    print()
    print("| what | time |")
    print("|---|---:|")
    print(f"| play the whole chain (decide, store, fold) | {figures['live']:.2f} s |")
    print(f"| fold the whole history from the store, no snapshot | {figures['fold'] * 1000:.1f} ms |")
    print(f"| cold load (snapshot + tail) | {figures['cold_load'] * 1000:.2f} ms |")
    print(
        f"| replay at a past version: median / max of 20 | {figures['replay_median'] * 1000:.2f} / "
        f"{figures['replay_max'] * 1000:.2f} ms |"
    )


if __name__ == "__main__":
    main()
