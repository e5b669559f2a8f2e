"""The other shape of the analytics store, measured: raw events only (statistics would be SQL views).

Issue 17 asks whether storing the raw events in DuckDB and computing statistics as SQL views would
serve better than the projector's facts computed in Python. This measures the ingest side of that
shape on the same store as ``bench.analytics_ingest``: read the notification log in batches, decode
each envelope generically (no fold, no statistics, no public view), write ``(notification_id,
match_id, version, topic, seat, at, cmd, body JSON)`` and the position in one transaction per batch;
then DuckDB's bulk insert of the same rows. The ratio is the ceiling of that shape; the projector's
own ratio comes from ``bench.analytics_ingest`` on the same store.

    python -m bench.analytics_raw_shape --store var/bench-1m.sqlite [--repeat 2]
"""

from __future__ import annotations

import argparse
import tempfile
import time
from pathlib import Path

import duckdb
import msgspec
import pyarrow as pa

from bench.common import remove_duckdb
from projections.analytics.database import open_database
from projections.codec import Envelope
from projections.store import EventStore, StoreConfig

BATCH = 200_000
DDL = """CREATE TABLE raw_events (notification_id BIGINT NOT NULL, match_id UUID NOT NULL, version INTEGER NOT NULL,
    topic VARCHAR NOT NULL, seat INTEGER, occurred_at DOUBLE, cmd INTEGER, body JSON)"""


def ingest(store: EventStore, target: Path) -> tuple[int, float]:
    """Raw events into an empty file, one transaction per batch with the position: (events, seconds)."""
    remove_duckdb(target)
    con = open_database(target)
    con.execute(DDL)
    con.execute("CREATE TABLE tracking (position BIGINT)")
    con.execute("INSERT INTO tracking VALUES (0)")
    envelope = msgspec.msgpack.Decoder(Envelope)
    generic = msgspec.msgpack.Decoder()
    to_json = msgspec.json.Encoder()
    position = 0
    started = time.perf_counter()
    while True:
        notes = store.notification_rows(position + 1, BATCH)
        if not notes:
            break
        ids, matches, versions, topics, seats, ats, cmds, bodies = [], [], [], [], [], [], [], []
        for note_id, match_id, version, topic, data in notes:
            env = envelope.decode(data)
            ids.append(note_id)
            matches.append(str(match_id))
            versions.append(version)
            topics.append(topic)
            seats.append(env.seat)
            ats.append(env.at)
            cmds.append(env.cmd)
            bodies.append(to_json.encode(generic.decode(env.body)).decode())
        frame = pa.table(
            {
                "notification_id": ids,
                "match_id": matches,
                "version": versions,
                "topic": topics,
                "seat": pa.array(seats, pa.int32()),
                "occurred_at": ats,
                "cmd": pa.array(cmds, pa.int32()),
                "body": bodies,
            }
        )
        con.execute("BEGIN")
        con.from_arrow(frame).insert_into("raw_events")
        position = notes[-1][0]
        con.execute("UPDATE tracking SET position = ?", [position])
        con.execute("COMMIT")
    elapsed = time.perf_counter() - started
    row = con.execute("SELECT count(*) FROM raw_events").fetchone()
    con.close()
    return int(row[0]) if row else 0, elapsed


def bulk(source: Path, target: Path) -> float:
    """The same rows, already in Arrow, inserted in one transaction."""
    remove_duckdb(target)
    read = duckdb.connect(str(source), read_only=True)
    frame = read.sql("SELECT * FROM raw_events").to_arrow_table()
    read.close()
    write = duckdb.connect(str(target))
    write.execute(DDL)
    started = time.perf_counter()
    write.execute("BEGIN")
    write.from_arrow(frame).insert_into("raw_events")
    write.execute("COMMIT")
    elapsed = time.perf_counter() - started
    write.close()
    return elapsed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--store", type=Path, required=True, help="a SQLite store (bench.analytics_ingest --store)")
    parser.add_argument("--repeat", type=int, default=1)
    args = parser.parse_args()
    store = EventStore(StoreConfig(sqlite_path=str(args.store)))
    try:
        with tempfile.TemporaryDirectory() as directory:
            root = Path(directory)
            for attempt in range(1, args.repeat + 1):
                events, elapsed = ingest(store, root / "raw.duckdb")
                baseline = bulk(root / "raw.duckdb", root / "bulk.duckdb")
                print(
                    f"[{attempt}] raw events: {events:,} in {elapsed:.2f} s ({events / elapsed:,.0f}/s); bulk insert "
                    f"{baseline:.2f} s; ratio {baseline / elapsed:.3f}"
                )
    finally:
        store.close()


if __name__ == "__main__":
    main()
