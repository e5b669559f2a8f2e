"""Built-in report latency over 100,000 matches.

A few thousand matches are simulated and projected for real; their analytics rows are then copied
with fresh match ids until the file holds ``--matches`` matches (the distributions are those of the
simulated matches; the query work is that of the full size). Each report is timed (median of 5), in
wall-clock time and in CPU time of the whole process (DuckDB's two threads included): on a shared
machine the wall-clock time also counts the waits for a core, the CPU time does not.
"""

from __future__ import annotations

import argparse
import os
import statistics
import tempfile
import time
from pathlib import Path

import duckdb

from domain.registry import default_engines
from projections.analytics.database import open_database
from projections.analytics.projector import Projector
from projections.analytics.reports import run_report
from projections.analytics.schema import all_tables
from projections.analytics.simulation import play_many, store_played
from projections.store import EventStore, StoreConfig

MIX = [("maeshowe", {}, 1200), ("montagnes", {"players": 4}, 600), ("bigbook", {"players": 2}, 200)]
REPORTS = [
    ("win_rate", {}),
    ("win_rate", {"source": "simulation:random"}),
    ("match_length", {}),
    ("lengths", {}),
    ("phase_length", {"game": "maeshowe"}),
    ("phase_length", {"game": "bigbook"}),
    ("phase_length", {"game": "montagnes"}),
    ("losses", {}),
    ("lift", {"game": "maeshowe", "dimension": "card"}),
    ("lift", {"game": "bigbook", "dimension": "spell"}),
    ("lift", {"game": "montagnes", "dimension": "tile"}),
    ("lift", {"game": "maeshowe", "dimension": "action"}),
    ("breakdown", {"game": "maeshowe", "dimension": "card"}),
    ("breakdown", {"game": "bigbook", "dimension": "round"}),
    ("breakdown", {"game": "montagnes", "dimension": "tile"}),
]


def _count(con: duckdb.DuckDBPyConnection, table: str) -> int:
    row = con.execute(f'SELECT count(*) FROM "{table}"').fetchone()
    return int(row[0]) if row else 0


def grow(path: Path, target: int) -> int:
    """Copy every match's rows under new ids until ``target`` matches (every table with a ``match_id``;
    the others, ``phase_marks`` and the catalogues, describe the games, not matches)."""
    con = open_database(path)
    tables = [
        table
        for table in all_tables(con)
        if any(row[0] == "match_id" for row in con.execute(f'DESCRIBE "{table}"').fetchall())
    ]
    base = _count(con, "match_created")
    copies = max(0, -(-target // base) - 1)
    con.execute("CREATE TEMP TABLE ids AS SELECT match_id AS old FROM match_created")
    for _ in range(copies):
        con.execute("BEGIN")
        con.execute("CREATE OR REPLACE TEMP TABLE remap AS SELECT old, uuid() AS new FROM ids")
        for table in tables:
            columns = [row[0] for row in con.execute(f'DESCRIBE "{table}"').fetchall()]
            select = ", ".join("r.new" if c == "match_id" else f't."{c}"' for c in columns)
            con.execute(f'INSERT INTO "{table}" SELECT {select} FROM "{table}" t JOIN remap r ON t.match_id = r.old')
        con.execute("COMMIT")
    total = _count(con, "match_created")
    con.execute("CHECKPOINT")
    con.close()
    return int(total)


def build(root: Path, matches: int) -> int:
    """Simulate the mix, project it, then grow the file to ``matches`` matches."""
    store = EventStore(StoreConfig(sqlite_path=str(root / "events.sqlite")))
    for seed, (game, options, games) in enumerate(MIX):
        for chunk in play_many(game, options, "random", games, seed, workers=2, chunk=50):
            store_played(store, chunk)
    con = open_database(root / "analytics.duckdb")
    Projector(store, con, default_engines()).catch_up()
    con.close()
    store.close()
    return grow(root / "analytics.duckdb", matches)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--matches", type=int, default=100_000)
    parser.add_argument(
        "--keep", type=Path, default=None, help="build the file in this directory and keep it (reused if present)"
    )
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as directory:
        root = args.keep or Path(directory)
        root.mkdir(parents=True, exist_ok=True)
        if not ((root / "analytics.duckdb").exists() and args.keep is not None):
            build(root, args.matches)
        con = open_database(root / "analytics.duckdb", read_only=True)
        events = _count(con, "events")
        total = _count(con, "match_created")
        load = ", ".join(f"{value:.1f}" for value in os.getloadavg())
        print(f"{total:,} matches, {events:,} events; load average {load}")
        for name, params in REPORTS:
            times, cpu = [], []
            for _ in range(5):
                started, used = time.perf_counter(), time.process_time()
                run_report(con, name, **params)
                times.append(time.perf_counter() - started)
                cpu.append(time.process_time() - used)
            label = name + "".join(f" {value}" for value in params.values())
            print(
                f"{label:<32}{statistics.median(times) * 1000:8.1f} ms  (CPU of every thread "
                f"{statistics.median(cpu) * 1000:.0f} ms)"
            )
        con.close()


if __name__ == "__main__":
    main()
