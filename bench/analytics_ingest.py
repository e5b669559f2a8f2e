"""Projector ingest rate, as a ratio to DuckDB's own bulk insert of the same rows, and catch-up time.

1. Simulated matches (random bots, all three games) are stored in a SQLite store until it holds
   ``--events`` events (``--store PATH`` keeps the store and reuses it next time: filling one
   million events takes minutes, projecting them seconds).
2. The projector catches up from an empty DuckDB file: events/s end to end (read the notification
   log, decode, fold, compute statistics, insert, commit with the tracking position).
3. Baseline: the same rows, already built in memory as Arrow tables (read back from step 2's file),
   inserted into an empty file with the same schema in one transaction: DuckDB's bulk insert speed.

Steps 2 and 3 run ``--repeat`` times back to back (the machine is shared and noisy: compare the
ratios, measured in the same run, rather than raw rates). Each step also reports the CPU time of the
whole process (every thread, DuckDB's included): on a loaded machine wall time mostly measures the
wait for a core, and the ratio of CPU times says what each side costs. Example, the catch-up of a million events:
``python -m bench.analytics_ingest --events 1000000 --store var/bench-1m.sqlite --repeat 2``.
"""

from __future__ import annotations

import argparse
import tempfile
import time
from pathlib import Path

import duckdb

from bench.common import remove_duckdb, simulated_store
from domain.registry import default_engines
from projections.analytics.database import open_database
from projections.analytics.projector import BATCH_SIZE, Projector
from projections.analytics.schema import all_tables
from projections.analytics.simulation import play_many, store_played
from projections.store import EventStore

MIX = [("maeshowe", {}), ("bigbook", {"players": 3}), ("montagnes", {"players": 4})]


def fill(store: EventStore, target: int, workers: int, first_seed: int = 0) -> int:
    """Store simulated matches until ``target`` more events are stored; returns how many were."""
    total = 0
    seed = first_seed
    while total < target:
        for game, options in MIX:
            for chunk in play_many(game, options, "random", 64, seed, workers=workers, chunk=16):
                total += store_played(store, chunk)
            seed += 1
    return total


def _count(con: duckdb.DuckDBPyConnection, table: str) -> int:
    row = con.execute(f'SELECT count(*) FROM "{table}"').fetchone()
    return int(row[0]) if row else 0


def project(store: EventStore, target: Path, batch_size: int | None) -> tuple[int, int, float, float]:
    """Catch up an empty file: ``(events, rows, seconds, CPU seconds)``."""
    remove_duckdb(target)
    con = open_database(target)
    try:
        projector = Projector(store, con, default_engines(), batch_size=batch_size or BATCH_SIZE)
        started, cpu = time.perf_counter(), time.process_time()
        events = projector.catch_up()
        elapsed, cpu = time.perf_counter() - started, time.process_time() - cpu
        rows = sum(_count(con, t) for t in all_tables(con))
    finally:
        con.close()
    return events, rows, elapsed, cpu


def baseline(source: Path, target: Path) -> tuple[int, float, float]:
    """Rows of every table of ``source`` as Arrow, inserted into an empty copy of its schema."""
    remove_duckdb(target)
    read = duckdb.connect(str(source), read_only=True)
    tables = {t: read.sql(f'SELECT * FROM "{t}"').to_arrow_table() for t in all_tables(read)}
    ddl = [
        row[0]
        for row in read.execute("SELECT sql FROM duckdb_tables() WHERE database_name = current_database()").fetchall()
    ]
    read.close()
    write = duckdb.connect(str(target))
    for statement in ddl:
        write.execute(statement)
    rows = sum(t.num_rows for t in tables.values())
    started, cpu = time.perf_counter(), time.process_time()
    write.execute("BEGIN")
    for name, frame in tables.items():
        write.register("frame", frame)
        write.execute(f'INSERT INTO "{name}" SELECT * FROM frame')
        write.unregister("frame")
    write.execute("COMMIT")
    elapsed, cpu = time.perf_counter() - started, time.process_time() - cpu
    write.close()
    return rows, elapsed, cpu


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--events", type=int, default=200_000, help="events in the store (at least)")
    parser.add_argument("--workers", type=int, default=2, help="processes playing the simulated matches")
    parser.add_argument("--store", type=Path, help="SQLite store to keep and reuse (default: a temporary one)")
    parser.add_argument("--repeat", type=int, default=1, help="measure the projector and the baseline N times")
    parser.add_argument("--batch", type=int, help="projector batch size (default: the projector's)")
    args = parser.parse_args()

    def top_up(store: EventStore, missing: int, first_seed: int) -> int:
        return fill(store, missing, args.workers, first_seed=first_seed)

    with tempfile.TemporaryDirectory() as directory:
        root = Path(directory)
        with simulated_store(args.store, root, args.events, top_up) as store:
            ratios = []
            for attempt in range(1, args.repeat + 1):
                events, rows, elapsed, cpu = project(store, root / "analytics.duckdb", args.batch)
                bulk_rows, bulk_elapsed, bulk_cpu = baseline(root / "analytics.duckdb", root / "bulk.duckdb")
                ratio = bulk_elapsed / elapsed
                ratios.append(ratio)
                print(
                    f"[{attempt}] projector: {events:,} events ({rows:,} rows) in {elapsed:.2f} s "
                    f"= {events / elapsed:,.0f} events/s (CPU {cpu:.2f} s, {cpu / events * 1e6:.1f} us an event)"
                )
                print(
                    f"[{attempt}] bulk insert of the same rows: {bulk_rows:,} rows in {bulk_elapsed:.2f} s "
                    f"= {events / bulk_elapsed:,.0f} events/s (CPU {bulk_cpu:.2f} s)"
                )
                print(f"[{attempt}] ratio projector / bulk insert: {ratio:.3f} (of CPU times: {bulk_cpu / cpu:.3f})")
                print(f"[{attempt}] catch-up time for 1,000,000 events at this rate: {1e6 / (events / elapsed):.1f} s")
            if len(ratios) > 1:
                print(f"ratio range over {len(ratios)} runs: {min(ratios):.3f} to {max(ratios):.3f}")


if __name__ == "__main__":
    main()
