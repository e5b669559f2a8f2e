"""Projector ingest rate, as a ratio to DuckDB's own bulk insert of the same rows, and catch-up time.

1. Simulated matches (random bots, all three games) are stored in a SQLite store until it holds
   ``--events`` events (``--store PATH`` keeps the store and reuses it next time: filling one
   million events takes minutes, projecting them seconds).
2. The projector catches up from an empty DuckDB file: events/s end to end (read the notification
   log, decode, show, write the finished matches' rows from their facts, insert, commit with the
   tracking position). The facts (outcome, seats, statistics) were recorded when each match finished,
   as the service records them (``domain.facts``): the projector folds no match (issue 37).
3. Baseline: the same rows, already built in memory as Arrow tables (read back from step 2's file),
   inserted into an empty file with the same schema in one transaction: DuckDB's bulk insert speed.

Steps 2 and 3 run ``--repeat`` times back to back (the machine is shared and noisy: compare the
ratios, measured in the same run, rather than raw rates). Each step also reports the CPU time of the
whole process (every thread, DuckDB's included): on a loaded machine wall time mostly measures the
wait for a core, and the ratio of CPU times says what each side costs. Example, the catch-up of a million events:
``python -m bench.analytics_ingest --events 1000000 --store var/bench-1m.sqlite --repeat 2``.

``--parts`` also times the projector's parts (wall time, microseconds an event, and each as a
multiple of the bulk insert's time an event in the same repeat): reading the log from SQLite, the
per-event loop (decoding, public views), the finished matches' rows from their facts, the ``events``
Arrow table with its JSON, and DuckDB's insert and commit. A ratio of 0.25 allows the projector four
bulk inserts' time; the parts say which of it any projector must spend (reading, decoding,
inserting) and what is left for the rest.

A store kept with ``--store`` from before facts were recorded gets them first (``folie project
--facts missing`` does the same to a service's store), untimed.
"""

from __future__ import annotations

import argparse
import gc
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager, nullcontext
from pathlib import Path

import duckdb
import msgspec

from bench.common import accumulating, remove_duckdb, simulated_store
from domain.registry import default_engines
from domain.statistics import declared_statistics
from projections.analytics.database import open_database
from projections.analytics.facts import backfill
from projections.analytics.projector import BATCH_SIZE, Projector
from projections.analytics.schema import all_tables
from projections.analytics.simulation import play_many, store_played
from projections.store import EventStore

MIX = [("maeshowe", {}), ("bigbook", {"players": 3}), ("montagnes", {"players": 4})]


def fill(store: EventStore, target: int, workers: int, first_seed: int = 0, matches: int = 64) -> int:
    """Store simulated matches (``matches`` of each game of the mix at a time) until ``target`` more
    events are stored; returns how many were."""
    total = 0
    seed = first_seed
    while total < target:
        for game, options in MIX:
            for chunk in play_many(game, options, "random", matches, seed, workers=workers, chunk=16):
                total += store_played(store, chunk)
            seed += 1
    return total


def _count(con: duckdb.DuckDBPyConnection, table: str) -> int:
    row = con.execute(f'SELECT count(*) FROM "{table}"').fetchone()
    return int(row[0]) if row else 0


PARTS = (
    ("read", "reading the log (SQLite rows)"),
    ("loop", "per-event loop: decode, public view"),
    ("results", "finished matches' rows from their facts"),
    ("frame", "events Arrow table and its JSON"),
    ("commit", "DuckDB insert and commit"),
)


@contextmanager
def timed_parts(projector: Projector, store: EventStore, seconds: dict[str, float]) -> Iterator[None]:
    """Add each part's wall time to ``seconds`` while catching up (instance attributes wrap the
    projector's and the store's methods; the class is untouched). ``loop`` is the rest of preparing."""

    wrapped: list[tuple[object, str]] = []
    for owner, attribute, name in [
        (store, "notification_rows", "read"),
        (projector, "_prepare", "prepare"),
        (projector, "_finished_matches", "results"),
        (projector, "_events_frame", "frame"),
        (projector, "_commit", "commit"),
    ]:
        setattr(owner, attribute, accumulating(seconds, name, getattr(owner, attribute)))
        wrapped.append((owner, attribute))
    try:
        yield
    finally:
        for owner, attribute in wrapped:
            delattr(owner, attribute)
        inner = sum(seconds.get(name, 0.0) for name in ("results", "frame"))
        seconds["loop"] = seconds.pop("prepare", 0.0) - inner


def project(
    store: EventStore, target: Path, batch_size: int | None, parts: dict[str, float] | None = None
) -> tuple[int, int, float, float]:
    """Catch up an empty file: ``(events, rows, seconds, CPU seconds)``; ``parts`` gets each part's
    wall time (:func:`timed_parts`) when given."""
    remove_duckdb(target)
    con = open_database(target)
    try:
        projector = Projector(store, con, default_engines(), batch_size=batch_size or BATCH_SIZE)
        started, cpu = time.perf_counter(), time.process_time()
        with timed_parts(projector, store, parts) if parts is not None else nullcontext():
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


def floor_pass(store: EventStore, scratch: Path) -> dict[str, float]:
    """The least the projector does per event, timed alone (seconds): read every row of the log,
    decode every body to its typed event (the engines' views read typed events), and encode the
    bodies as JSON (the ``events`` table's text), the cyclic collector paused as the projector pauses
    it. Neither views nor Arrow columns."""
    remove_duckdb(scratch)
    con = open_database(scratch)
    try:
        decoders = Projector(store, con, default_engines())
        seconds = {"read": 0.0, "decode": 0.0, "json": 0.0}
        encoder = msgspec.json.Encoder()
        position = 0
        collecting = gc.isenabled()
        gc.disable()
        try:
            while True:
                started = time.perf_counter()
                notes = store.notification_rows(position + 1, BATCH_SIZE)
                seconds["read"] += time.perf_counter() - started
                if not notes:
                    return seconds
                started = time.perf_counter()
                bodies = [decoders.decoder(topic)(data).body for _, _, _, topic, data in notes]
                seconds["decode"] += time.perf_counter() - started
                started = time.perf_counter()
                encoder.encode_lines(bodies)
                seconds["json"] += time.perf_counter() - started
                position = notes[-1][0]
        finally:
            if collecting:
                gc.enable()
    finally:
        con.close()
        remove_duckdb(scratch)


def print_parts(
    attempt: int, parts: dict[str, float], floor: dict[str, float], events: int, bulk_elapsed: float
) -> None:
    """Each part in microseconds an event and in bulk inserts' time (0.25 allows 4 in all)."""
    bulk = bulk_elapsed / events * 1e6

    def line(name: str, spent: float, label: str) -> None:
        us = spent / events * 1e6
        print(f"[{attempt}]   {name:8s} {us:6.2f} us  {us / bulk:5.2f} x  {label}")

    print(f"[{attempt}] parts (wall, us an event; x = multiples of the bulk insert's {bulk:.2f} us an event):")
    for name, label in PARTS:
        line(name, parts.get(name, 0.0), label)
    print(f"[{attempt}] the least the projector does, each part alone:")
    line("read", floor["read"], "read the log")
    line("decode", floor["decode"], "decode every body to its typed event")
    line("json", floor["json"], "encode the bodies as JSON")
    line("insert", bulk_elapsed, "insert the rows (the bulk insert itself)")
    least = sum(floor.values()) + bulk_elapsed
    line("sum", least, "of 4 x that a ratio of 0.25 allows for everything")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--events", type=int, default=200_000, help="events in the store (at least)")
    parser.add_argument("--workers", type=int, default=2, help="processes playing the simulated matches")
    parser.add_argument("--store", type=Path, help="SQLite store to keep and reuse (default: a temporary one)")
    parser.add_argument("--repeat", type=int, default=1, help="measure the projector and the baseline N times")
    parser.add_argument("--batch", type=int, help="projector batch size (default: the projector's)")
    parser.add_argument("--parts", action="store_true", help="also time the projector's parts (see above)")
    args = parser.parse_args()

    def top_up(store: EventStore, missing: int, first_seed: int) -> int:
        return fill(store, missing, args.workers, first_seed=first_seed)

    with tempfile.TemporaryDirectory() as directory:
        root = Path(directory)
        with simulated_store(args.store, root, args.events, top_up) as store:
            engines = default_engines()
            added = backfill(store, engines, declared_statistics(engines), "missing")
            if added:
                print(f"recorded the facts of {added:,} finished matches that had none (a store from before them)")
            ratios = []
            for attempt in range(1, args.repeat + 1):
                parts: dict[str, float] | None = {} if args.parts else None
                events, rows, elapsed, cpu = project(store, root / "analytics.duckdb", args.batch, parts)
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
                if parts is not None:
                    print_parts(attempt, parts, floor_pass(store, root / "floor.duckdb"), events, bulk_elapsed)
            if len(ratios) > 1:
                print(f"ratio range over {len(ratios)} runs: {min(ratios):.3f} to {max(ratios):.3f}")


if __name__ == "__main__":
    main()
