"""Exports of finished matches, like an open games database: NDJSON and Parquet, in bounded memory.

* NDJSON: one finished match per line, ``{"match": {...}, "seats": [...], "events": [...]}`` with the
  full event log (bodies as JSON, secrets included: exports are admin-side), in the order the
  matches finished (notification of their end).
* Parquet: the ``matches`` and ``events`` of finished matches, partitioned by game and month of
  creation (``<table>/game=<game>/month=<YYYY-MM>/*.parquet``, Hive style, readable by DuckDB,
  Spark, pandas...).

Memory stays bounded whatever the store's size: NDJSON is built a chunk of matches at a time (at most
``CHUNK_MATCHES`` matches or about ``CHUNK_EVENTS`` stored events, the events read through a
``notification_id`` range so DuckDB skips the row groups outside it), and Parquet streams Arrow
batches from one query to the writer. One query with ``list()`` over every event of every match used
to run into DuckDB's memory limit (it cannot spill aggregates of lists) on 9,071 Maeshowe matches.

Files are written beside their target and renamed into place only when complete (:func:`write_ndjson`,
:func:`write_parquet`): a failure never leaves an empty or half-written export behind.

DuckDB builds the rows; files are written by Python and Arrow (the database itself has no file
access, see ``database.py``).
"""

from __future__ import annotations

import contextlib
import os
import re
import shutil
import uuid
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import IO, Any

import duckdb
import pyarrow as pa
import pyarrow.parquet as pq

from projections.analytics.schema import MATCH_COLUMNS

TABLES = ("matches", "events")
CHUNK_MATCHES = 2_000
CHUNK_EVENTS = 100_000
BATCH_ROWS = 50_000
MEMORY_LIMIT = "256MB"
"""DuckDB's buffers for an export's own connection (``folie export``): its cache of the file's blocks
stays this size however big the file is (measured in ``bench/analytics_export.py``)."""
_MONTH = re.compile(r"^\d{4}-\d{2}$")

Progress = Callable[[int, int], None]
"""Called with (matches done, matches in all) as an export goes."""


class ExportError(Exception):
    def __init__(self, code: str, message: str, status: int = 422) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.status = status


def _where(game: str | None, month: str | None) -> tuple[str, list[Any]]:
    clauses = ["m.finished"]
    params: list[Any] = []
    if game is not None:
        clauses.append("m.game = ?")
        params.append(game)
    if month is not None:
        if not _MONTH.match(month):
            raise ExportError("invalid_month", "month is written YYYY-MM.")
        clauses.append("strftime(m.created_at, '%Y-%m') = ?")
        params.append(month)
    return " AND ".join(clauses), params


def _chunks(
    cursor: duckdb.DuckDBPyConnection, where: str, params: list[Any]
) -> Iterator[tuple[int, int, int, int, int]]:
    """``(first end, last end, first event, last event, matches)``: notification ranges of consecutive
    finished matches (by the notification of their end) and of their events, each chunk at most
    ``CHUNK_MATCHES`` matches or about ``CHUNK_EVENTS`` stored events. One scan of ``events`` finds each
    match's first and last event (events may follow the end: chat, tokens)."""
    cursor.execute(
        f"""WITH spans AS (
                SELECT match_id, min(notification_id) AS low, max(notification_id) AS high, count(*) AS n
                FROM events GROUP BY match_id)
            SELECT r.notification_id, coalesce(s.low, r.notification_id), coalesce(s.high, r.notification_id),
                   coalesce(s.n, 0)
            FROM match_results r JOIN matches m USING (match_id) LEFT JOIN spans s USING (match_id)
            WHERE {where} ORDER BY r.notification_id""",
        params,
    )
    first = last = low = high = count = events = 0
    while True:
        rows = cursor.fetchmany(10_000)
        if not rows:
            break
        for end, start, stop, stored in rows:
            if count == 0:
                first, low, high = end, start, stop
            last, low, high = end, min(low, start), max(high, stop)
            count += 1
            events += stored
            if count >= CHUNK_MATCHES or events >= CHUNK_EVENTS:
                yield first, last, low, high, count
                count = events = 0
    if count:
        yield first, last, low, high, count


def check_game(con: duckdb.DuckDBPyConnection, game: str | None) -> None:
    """An unknown game is an error naming the known ones (not an empty export)."""
    if game is None:
        return
    from projections.analytics.reports import known_games

    games = known_games(con)
    if game not in games:
        raise ExportError("game_not_found", f"No game {game!r}; games: {games}.", 404)


def finished_count(con: duckdb.DuckDBPyConnection, *, game: str | None = None, month: str | None = None) -> int:
    """How many finished matches an export with these filters holds."""
    where, params = _where(game, month)
    row = con.execute(f"SELECT count(*) FROM matches m WHERE {where}", params).fetchone()
    return int(row[0]) if row else 0


def ndjson(
    con: duckdb.DuckDBPyConnection,
    *,
    game: str | None = None,
    month: str | None = None,
    progress: Progress | None = None,
) -> Iterator[str]:
    """Lines (with their newline) of finished matches, in the order they finished."""
    where, params = _where(game, month)
    check_game(con, game)
    total = finished_count(con, game=game, month=month) if progress is not None else 0
    done = 0
    ranges = con.cursor()
    cursor = con.cursor()
    try:
        for first, last, low, high, count in _chunks(ranges, where, params):
            # the view ``matches`` joins every result: rebuilt here over this chunk's results only
            sql = f"""
                WITH r AS (SELECT * FROM match_results WHERE notification_id BETWEEN ? AND ?),
                m AS (SELECT {MATCH_COLUMNS}, r.notification_id AS _end FROM r JOIN match_created c USING (match_id)),
                picked AS (SELECT * EXCLUDE (_end) FROM m WHERE {where}),
                s AS (
                    SELECT match_id, list({{'seat': seat, 'won': won, 'commands': commands, 'events': events,
                                            'chat_lines': chat_lines, 'undo_requests': undo_requests}}
                                           ORDER BY seat) AS seats
                    FROM seats WHERE match_id IN (SELECT match_id FROM picked) GROUP BY match_id),
                e AS (
                    SELECT match_id, list({{'version': version, 'namespace': namespace, 'type': type,
                                            'schema_version': schema_version, 'seat': seat, 'at': occurred_at,
                                            'cmd': cmd, 'body': body}} ORDER BY version) AS events
                    FROM events WHERE notification_id BETWEEN ? AND ?
                      AND match_id IN (SELECT match_id FROM picked) GROUP BY match_id)
                SELECT to_json({{'match': picked, 'seats': coalesce(s.seats, []),
                                 'events': coalesce(e.events, [])}})::VARCHAR
                FROM picked JOIN m USING (match_id) LEFT JOIN s USING (match_id) LEFT JOIN e USING (match_id)
                ORDER BY m._end"""
            cursor.execute(sql, [first, last, *params, low, high])
            while True:
                rows = cursor.fetchmany(500)
                if not rows:
                    break
                for (line,) in rows:
                    yield f"{line}\n"
            done += count
            if progress is not None:
                progress(done, total)
    finally:
        cursor.close()
        ranges.close()


@contextlib.contextmanager
def _replacing(target: Path) -> Iterator[Path]:
    """A temporary path beside ``target``, renamed onto it when the block ends without error (and
    deleted when it does not): readers never see a partial file and a failure leaves none behind."""
    target.parent.mkdir(parents=True, exist_ok=True)
    partial = target.with_name(f".{target.name}.{uuid.uuid4().hex[:8]}.partial")
    try:
        yield partial
    except BaseException:
        if partial.is_dir():
            shutil.rmtree(partial, ignore_errors=True)
        else:
            partial.unlink(missing_ok=True)
        raise
    if partial.is_dir():
        _merge(partial, target)
    else:
        os.replace(partial, target)


def _merge(partial: Path, target: Path) -> None:
    """Move each written partition directory over the same one in ``target`` (others are kept)."""
    if not target.exists():
        os.replace(partial, target)
        return
    for leaf in sorted(p for p in partial.rglob("month=*") if p.is_dir()):
        destination = target / leaf.relative_to(partial)
        destination.parent.mkdir(parents=True, exist_ok=True)
        if destination.exists():
            old = destination.with_name(f".{destination.name}.{uuid.uuid4().hex[:8]}.old")
            os.replace(destination, old)
            os.replace(leaf, destination)
            shutil.rmtree(old, ignore_errors=True)
        else:
            os.replace(leaf, destination)
    shutil.rmtree(partial, ignore_errors=True)


def write_ndjson(
    con: duckdb.DuckDBPyConnection, path: str | Path, *, game: str | None = None, progress: Progress | None = None
) -> int:
    """Write the NDJSON export to ``path`` (atomically: see :func:`_replacing`); returns the matches written."""
    count = 0
    with _replacing(Path(path)) as partial, partial.open("w", encoding="utf-8", newline="\n") as out:
        for line in ndjson(con, game=game, progress=progress):
            out.write(line)
            count += 1
    return count


def _select(table: str, where: str) -> str:
    if table == "matches":
        return f"SELECT m.*, strftime(m.created_at, '%Y-%m') AS month FROM matches m WHERE {where}"
    if table == "events":
        return (
            "SELECT e.*, strftime(m.created_at, '%Y-%m') AS month FROM events e "
            f"JOIN matches m USING (match_id) WHERE {where}"
        )
    raise ExportError("unknown_table", f"Parquet exports are of {TABLES}.", 404)


def _safe_batch(batch: pa.RecordBatch) -> pa.RecordBatch:
    """UUIDs and JSON leave DuckDB as extension types some readers reject: store them as strings."""
    if not any(isinstance(field.type, pa.ExtensionType) for field in batch.schema):
        return batch
    columns = []
    for column in batch.columns:
        if isinstance(column.type, pa.ExtensionType):
            columns.append(pa.array([None if v is None else str(v) for v in column.to_pylist()], pa.string()))
        else:
            columns.append(column)
    return pa.RecordBatch.from_arrays(columns, names=batch.schema.names)


def _safe_schema(schema: pa.Schema) -> pa.Schema:
    return pa.schema([pa.field(f.name, pa.string()) if isinstance(f.type, pa.ExtensionType) else f for f in schema])


def partitions(con: duckdb.DuckDBPyConnection, *, game: str | None = None) -> list[tuple[str, str]]:
    """``(game, month)`` of every partition an export with this filter writes."""
    where, params = _where(game, None)
    rows = con.execute(
        f"SELECT DISTINCT m.game, strftime(m.created_at, '%Y-%m') FROM matches m WHERE {where} ORDER BY 1, 2",
        params,
    ).fetchall()
    return [(str(g), str(month)) for g, month in rows]


def write_parquet(
    con: duckdb.DuckDBPyConnection,
    directory: str | Path,
    *,
    game: str | None = None,
    progress: Progress | None = None,
) -> dict[str, int]:
    """Write ``<directory>/<table>/game=../month=../part-0.parquet``; returns rows written per table.

    One partition at a time, streamed batch by batch into one file (pyarrow's partitioned dataset
    writer queues rows across partitions: 290 MB more at 800,000 events). Each run replaces the
    partitions it writes and keeps the others; the files appear only once every table is written."""
    check_game(con, game)
    written = dict.fromkeys(TABLES, 0)
    parts = partitions(con, game=game)
    with _replacing(Path(directory)) as partial:
        partial.mkdir()
        for step, (part_game, month) in enumerate(parts):
            for table in TABLES:
                leaf = partial / table / f"game={part_game}" / f"month={month}"
                leaf.mkdir(parents=True)
                with (leaf / "part-0.parquet").open("wb") as out:
                    written[table] += parquet_partition(con, table, part_game, month, out)
            if progress is not None:
                progress(step + 1, len(parts))
    return written


def parquet_partition(con: duckdb.DuckDBPyConnection, table: str, game: str, month: str, out: IO[bytes]) -> int:
    """Write one partition (``table``, ``game``, ``month``) as a single Parquet file to ``out``, batch by
    batch; returns the rows written."""
    where, params = _where(game, month)
    check_game(con, game)
    cursor = con.cursor()
    rows = 0
    try:
        reader = cursor.sql(_select(table, where), params=params).to_arrow_reader(BATCH_ROWS)
        schema = _safe_schema(reader.schema)
        keep = [name for name in schema.names if name not in ("game", "month")]
        with pq.ParquetWriter(out, pa.schema([schema.field(name) for name in keep])) as writer:
            for batch in reader:
                safe = _safe_batch(batch)
                writer.write_batch(safe.select(keep))
                rows += batch.num_rows
    finally:
        cursor.close()
    return rows
