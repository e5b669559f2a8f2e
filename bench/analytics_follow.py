"""CPU the analytics projector takes per event while following a live API worker.

Inside the service the projector runs in a thread of the API process, one ``step()`` a second once
caught up, and each step sees the few hundred to few thousand events stored since the last one. Its
CPU is taken from the requests, so what matters is CPU per event at those step sizes: a step's fixed
cost (one DuckDB transaction, one insert per table that has rows, the tracking update) divided by
the events it carries, plus the per-event work (decode, fold, statistics, the ``events`` row).

1. Solo Maeshowe matches (random bot) are stored until the store holds ``--events`` events, their
   events interleaved ``--concurrent`` matches at a time as concurrent players would store them
   (``--store PATH`` keeps the store and reuses it).
2. For each ``--limits`` step size, a projector follows the store from an empty DuckDB file one
   ``step(limit)`` at a time; the CPU of the whole process (``time.process_time``: DuckDB's threads
   included) is summed over the steps, ``--repeat`` times, and the median is reported: CPU per event,
   per step, and the share spent in the DuckDB transaction (inserts, tracking update, commit).

Example: ``python -m bench.analytics_follow --limits 500 2500 100000 --repeat 5``.
"""

from __future__ import annotations

import argparse
import statistics
import tempfile
import time
import uuid
from itertools import zip_longest
from pathlib import Path
from typing import Any

from bench.common import remove_duckdb, simulated_store
from domain.registry import default_engines
from projections.analytics.database import open_database
from projections.analytics.projector import Projector
from projections.analytics.rows import Batch
from projections.analytics.simulation import play_many
from projections.store import EventStore, stored


def fill(store: EventStore, target: int, concurrent: int, first_seed: int = 0) -> int:
    """Store solo Maeshowe matches until ``target`` more events are stored, ``concurrent`` at a time
    interleaved (played in this process: each round is one small chunk, not worth a worker)."""
    total = 0
    seed = first_seed
    while total < target:
        for chunk in play_many("maeshowe", {}, "random", concurrent, seed, workers=1, chunk=concurrent):
            streams = [
                [stored(uuid.UUID(match.match_id), version, topic, data) for version, topic, data in match.rows]
                for match in chunk
            ]
            rows = [row for turn in zip_longest(*streams) for row in turn if row is not None]
            store.insert(rows)
            total += len(rows)
        seed += 1
    return total


def follow(store: EventStore, engines: dict[str, Any], limit: int, directory: Path) -> tuple[int, int, float, float]:
    """Follow the whole store from an empty file in steps of ``limit``: ``(events, steps, cpu, cpu in commits)``."""
    target = directory / f"follow-{limit}.duckdb"
    remove_duckdb(target)
    con = open_database(target)
    try:
        projector = Projector(store, con, engines)
        commit = projector._commit
        in_commit = 0.0

        def timed_commit(batch: Batch, last: int) -> None:
            nonlocal in_commit
            started = time.process_time()
            try:
                commit(batch, last)
            finally:
                in_commit += time.process_time() - started

        projector._commit = timed_commit  # type: ignore[method-assign]
        events = steps = 0
        cpu = 0.0
        while True:
            started = time.process_time()
            done = projector.step(limit)
            elapsed = time.process_time() - started
            if not done:
                break
            events += done
            steps += 1
            cpu += elapsed
    finally:
        con.close()
    return events, steps, cpu, in_commit


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--events", type=int, default=8_000, help="events in the store (at least)")
    parser.add_argument("--concurrent", type=int, default=16, help="matches whose events are interleaved")
    parser.add_argument("--store", type=Path, help="SQLite store to keep and reuse (default: a temporary one)")
    parser.add_argument("--limits", type=int, nargs="+", default=[500, 2500, 100_000], help="step sizes")
    parser.add_argument("--repeat", type=int, default=5, help="measure each step size N times (median)")
    args = parser.parse_args()
    engines = default_engines()

    def top_up(store: EventStore, missing: int, first_seed: int) -> int:
        return fill(store, missing, args.concurrent, first_seed=first_seed)

    with tempfile.TemporaryDirectory() as name:
        directory = Path(name)
        with simulated_store(args.store, directory, args.events, top_up) as store:
            follow(store, engines, max(args.limits), directory)  # warm-up: imports, decoders, caches
            for limit in args.limits:
                runs = [follow(store, engines, limit, directory) for _ in range(args.repeat)]
                events, steps = runs[0][0], runs[0][1]
                per_event = statistics.median(run[2] / run[0] for run in runs)
                per_step = statistics.median(run[2] / run[1] for run in runs)
                share = statistics.median(run[3] / run[2] for run in runs)
                print(
                    f"step({limit}): {events:,} events in {steps} steps: {per_event * 1e6:.1f} us CPU per event, "
                    f"{per_step * 1e3:.1f} ms per step, {share:.0%} of it in the DuckDB transaction "
                    f"(median of {len(runs)})"
                )


if __name__ == "__main__":
    main()
