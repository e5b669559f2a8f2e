"""Projector ingest rate, as a ratio to DuckDB's own bulk insert of the same rows, and catch-up time.

1. Simulated matches (random bots, all three games) are stored in a fresh SQLite store until it
   holds ``--events`` events.
2. The projector catches up from an empty DuckDB file: events/s end to end (read the notification
   log, decode, fold, compute statistics, insert, commit with the tracking position).
3. Baseline: the same rows, already built in memory as Arrow tables (read back from step 2's file),
   inserted into an empty file with the same schema in one transaction: DuckDB's bulk insert speed.
"""

from __future__ import annotations

import argparse
import tempfile
import time
from pathlib import Path

import duckdb

from domain.registry import default_engines
from projections.analytics.database import open_database
from projections.analytics.projector import Projector
from projections.analytics.schema import all_tables
from projections.analytics.simulation import play_many, store_played
from projections.store import EventStore, StoreConfig

MIX = [("maeshowe", {}), ("bigbook", {"players": 3}), ("montagnes", {"players": 4})]


def fill(store: EventStore, target: int, workers: int) -> int:
    total = 0
    seed = 0
    while total < target:
        for game, options in MIX:
            for chunk in play_many(game, options, "random", 64, seed, workers=workers, chunk=16):
                total += store_played(store, chunk)
            seed += 1
    return total


def _count(con: duckdb.DuckDBPyConnection, table: str) -> int:
    row = con.execute(f'SELECT count(*) FROM "{table}"').fetchone()
    return int(row[0]) if row else 0


def baseline(source: Path, target: Path) -> tuple[int, float]:
    """Rows of every table of ``source`` as Arrow, inserted into an empty copy of its schema."""
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
    started = time.perf_counter()
    write.execute("BEGIN")
    for name, frame in tables.items():
        write.register("frame", frame)
        write.execute(f'INSERT INTO "{name}" SELECT * FROM frame')
        write.unregister("frame")
    write.execute("COMMIT")
    elapsed = time.perf_counter() - started
    write.close()
    return rows, elapsed


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--events", type=int, default=200_000)
    parser.add_argument("--workers", type=int, default=2)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as directory:
        root = Path(directory)
        store = EventStore(StoreConfig(sqlite_path=str(root / "events.sqlite")))
        started = time.perf_counter()
        events = fill(store, args.events, args.workers)
        print(f"stored {events:,} events in {time.perf_counter() - started:.1f} s")
        con = open_database(root / "analytics.duckdb")
        projector = Projector(store, con, default_engines())
        started = time.perf_counter()
        projector.catch_up()
        elapsed = time.perf_counter() - started
        rows = sum(_count(con, t) for t in all_tables(con))
        con.close()
        store.close()
        bulk_rows, bulk_elapsed = baseline(root / "analytics.duckdb", root / "bulk.duckdb")
        print(f"projector: {events:,} events ({rows:,} rows) in {elapsed:.2f} s = {events / elapsed:,.0f} events/s")
        bulk_rate = events / bulk_elapsed
        print(f"bulk insert of the same rows: {bulk_rows:,} rows in {bulk_elapsed:.2f} s = {bulk_rate:,.0f} events/s")
        print(f"ratio projector / bulk insert: {bulk_elapsed / elapsed:.3f}")
        print(f"catch-up time for 1,000,000 events at this rate: {1_000_000 / (events / elapsed):.0f} s")


if __name__ == "__main__":
    main()
