"""Exports of finished matches, like an open games database: NDJSON and Parquet, in bounded memory.

* NDJSON: one finished match per line, ``{"match": {...}, "seats": [...], "events": [...]}`` with the
  full event log (bodies as JSON, secrets included: exports are admin-side), in the order the
  matches finished (notification of their end).
* Parquet: the ``matches`` and ``events`` of finished matches, partitioned by game and month of
  creation (``<table>/game=<game>/month=<YYYY-MM>/*.parquet``, Hive style, readable by DuckDB,
  Spark, pandas...).

Memory stays bounded whatever the store's size and whatever a match's length: both formats go a
chunk of matches at a time (:func:`chunks`, found a pass of results at a time), each chunk reading
its events through a ``notification_id`` range so DuckDB skips the row groups outside it; NDJSON
takes the events as one JSON text per row and joins each match's line in Python. One query with
``list()`` over every event of every match used to run into DuckDB's memory limit (it cannot spill
aggregates of lists) on 9,071 Maeshowe matches, and a list per match still did on one long match.
``folie export`` has NDJSON reopen its file every ``RENEW_CHUNKS`` chunks: what DuckDB's queries leave
inside an instance grew the export with the file (:mod:`projections.analytics.export_source`).

Files are written beside their target and renamed into place only when complete (:func:`write_ndjson`,
:func:`write_parquet`): a failure never leaves an empty or half-written export behind.

DuckDB builds the rows; files are written by Python and Arrow (the database itself has no file
access, see ``database.py``).
"""

from __future__ import annotations

import contextlib
import ctypes
import os
import re
import shutil
import uuid
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Any

import duckdb
import pyarrow as pa
import pyarrow.parquet as pq

from projections.analytics.export_source import Reader, Source
from projections.analytics.schema import MATCH_COLUMNS

TABLES = ("matches", "events")
"""The tables a Parquet partition is asked for over HTTP (``/analytics/export/parquet/{table}``)."""
MATCH_TABLES = ("seats", "stand_ins", "undos", "chat")
"""The other tables of finished matches ``folie export parquet`` writes (issue 37, item 7), partitioned as
``matches`` are, with each game's own fact tables (``<game>_match_stats``, ``<game>_seat_by_card``...)."""
GAME_TABLES = ("phase_marks", "statistics")
"""What describes the games rather than matches (phase marks, the statistics' catalogue): one file each,
``<table>/part-0.parquet``, of the exported games. With every table, a notebook rebuilds every built-in
report from the export alone (``tests/analytics/test_export.py``)."""
CHUNK_MATCHES = 2_000
CHUNK_EVENTS = 50_000
PASS_MATCHES = 20_000
PARQUET_MATCHES = 5_000
PARQUET_EVENTS = 100_000
"""Parquet chunks hold no lists: bigger chunks, fewer joins (500-match chunks took 58 s at 1M matches,
5,000 take 14 s)."""
BATCH_ROWS = 50_000
MEMORY_LIMIT = "64MB"
THREADS = 1
"""DuckDB's buffers and threads for an export's own connection (``folie export``): a chunk's queries need
their working memory (``to_json`` of 2,000 matches, or of one long match's events, takes several MB),
and the cache of the file's blocks is emptied between chunks (:func:`drop_cache`). One thread: two
read no faster, chunk by chunk, and need more memory."""
RENEW_CHUNKS = 25
"""NDJSON chunks read on one DuckDB instance when the export opens its own (``folie export``, see
:mod:`projections.analytics.export_source`): each query
leaves a few kB inside the instance (not the connection: a fresh cursor keeps them) that only closing it
frees, ~36 kB a chunk, +18 MB over the 500 chunks of 1M matches. Reopening costs ~50 ms."""
M_MMAP_THRESHOLD = -3
"""glibc's ``mallopt`` parameter: allocations from this size up are mapped, and unmapped when freed."""
_MONTH = re.compile(r"^\d{4}-\d{2}$")

Progress = Callable[[int, int], None]
"""Called with (matches done, matches in all) as an export goes."""


class ExportError(Exception):
    def __init__(self, code: str, message: str, status: int = 422) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.status = status


def return_freed_memory() -> None:
    """Keep glibc's mmap threshold at its default (128 KiB) for the rest of this process (``folie
    export``, a process of its own), so that the buffers each chunk allocates go back to the system
    when freed and the peak stays that of one chunk however many chunks are read. By default glibc
    raises the threshold to the largest block freed so far (up to 32 MB); after that those buffers come
    from the heap, which keeps them. Without glibc (musl, macOS) this does nothing. The CLI also has
    Arrow allocate from malloc (``ARROW_DEFAULT_MEMORY_POOL=system``, before pyarrow loads): its
    default pool, mimalloc, kept ~25 MB of the Parquet writer's buffers."""
    try:
        mallopt = ctypes.CDLL(None).mallopt
    except (OSError, AttributeError):
        return
    mallopt.argtypes = [ctypes.c_int, ctypes.c_int]
    mallopt(M_MMAP_THRESHOLD, 128 * 1024)


def drop_cache(con: duckdb.DuckDBPyConnection) -> None:
    """Empty DuckDB's cache of the file's blocks (by lowering the memory limit for a moment) on a
    connection whose settings are not locked (``folie export``'s own): otherwise the blocks every chunk
    reads stay cached up to the memory limit, and the export grew by ~50 MB from 10k to 1M matches (the
    whole file, 70 MB, is read once). A locked connection (the service's) keeps its cache."""
    row = con.execute("SELECT current_setting('lock_configuration'), current_setting('memory_limit')").fetchone()
    if row is None or row[0]:
        return
    limit = str(row[1])
    with contextlib.suppress(duckdb.Error):  # blocks still pinned: they go at the next chunk
        con.execute("SET memory_limit = '1MB'")
    con.execute(f"SET memory_limit = '{limit}'")


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


@dataclass(frozen=True)
class Chunk:
    """Consecutive finished matches (by the notification of their end) and the notification range
    holding all their events."""

    first: int
    last: int
    low: int
    high: int
    matches: int


def chunks(
    con: duckdb.DuckDBPyConnection,
    where: str,
    params: list[Any],
    *,
    most_matches: int | None = None,
    most_events: int | None = None,
) -> list[Chunk]:
    """The export's chunks: at most ``most_matches`` (``CHUNK_MATCHES``) matches or about ``most_events``
    (``CHUNK_EVENTS``) stored events each, in the order the matches finished.

    Each match's first and last event (events may follow the end: chat, tokens) is found a pass of
    ``PASS_MATCHES`` results at a time, over the events from the pass's first creation on: memory
    stays that of one pass whatever the store's size (one aggregate over every match grew with it:
    ~90 MB at 1M matches)."""
    most_matches = most_matches or CHUNK_MATCHES
    most_events = most_events or CHUNK_EVENTS
    cursor = con.cursor()
    found: list[Chunk] = []
    first = last = low = high = count = events = 0
    try:
        for start, stop in _passes(cursor):
            cursor.execute(
                f"""WITH {_CHUNK_MATCHES_SQL}, picked AS (SELECT match_id, _end FROM m WHERE {where}),
                    spans AS (
                        SELECT match_id, min(notification_id) AS low, max(notification_id) AS high, count(*) AS n
                        FROM events
                        WHERE notification_id >= (SELECT min(c.notification_id) FROM match_created c
                                                  WHERE c.match_id IN (SELECT match_id FROM picked))
                          AND match_id IN (SELECT match_id FROM picked)
                        GROUP BY match_id)
                    SELECT p._end, coalesce(s.low, p._end), coalesce(s.high, p._end), coalesce(s.n, 0)
                    FROM picked p LEFT JOIN spans s USING (match_id) ORDER BY p._end""",
                [start, stop, *params],
            )
            for end, begin, stop_at, stored in cursor.fetchall():
                if count == 0:
                    first, low, high = end, begin, stop_at
                last, low, high = end, min(low, begin), max(high, stop_at)
                count += 1
                events += stored
                if count >= most_matches or events >= most_events:
                    found.append(Chunk(first, last, low, high, count))
                    count = events = 0
            drop_cache(con)
        if count:
            found.append(Chunk(first, last, low, high, count))
    finally:
        cursor.close()
    return found


def _passes(cursor: duckdb.DuckDBPyConnection) -> Iterator[tuple[int, int]]:
    """``(first, last)`` notification ids of ``PASS_MATCHES`` consecutive results at a time, in order."""
    start = -1
    while True:
        row = cursor.execute(
            "SELECT max(notification_id), count(*) FROM (SELECT notification_id FROM match_results "
            "WHERE notification_id > ? ORDER BY notification_id LIMIT ?)",
            [start, PASS_MATCHES],
        ).fetchone()
        if row is None or not row[1]:
            return
        stop = int(row[0])
        yield start + 1, stop
        start = stop


_CHUNK_MATCHES_SQL = f"""
    r AS (SELECT * FROM match_results WHERE notification_id BETWEEN ? AND ?),
    m AS (SELECT {MATCH_COLUMNS}, r.notification_id AS _end FROM r JOIN match_created c USING (match_id))"""
"""The view ``matches`` rebuilt over one chunk's results (the view itself joins every result)."""


def check_game(con: duckdb.DuckDBPyConnection, game: str | None) -> None:
    """An unknown game is an error naming the known ones (not an empty export)."""
    if game is None:
        return
    from projections.analytics.reports import known_games

    games = known_games(con)
    if game not in games:
        raise ExportError("game_not_found", f"No game {game!r}; games: {games}.", 404)


def ndjson(
    source: Source,
    *,
    game: str | None = None,
    month: str | None = None,
    progress: Progress | None = None,
) -> Iterator[str]:
    """Lines (with their newline) of finished matches, in the order they finished. From an
    :data:`Opener`, the instance is renewed after finding the chunks and every ``RENEW_CHUNKS`` chunks."""
    where, params = _where(game, month)
    reader = Reader(source)
    try:
        check_game(reader.con, game)
        found = chunks(reader.con, where, params)
        total = sum(chunk.matches for chunk in found)
        done = 0
        for index, chunk in enumerate(found):
            if index % RENEW_CHUNKS == 0:
                reader.renew()
            yield from _chunk_lines(reader.con, where, params, chunk)
            drop_cache(reader.con)
            done += chunk.matches
            if progress is not None:
                progress(done, total)
    finally:
        reader.close()


def _chunk_lines(con: duckdb.DuckDBPyConnection, where: str, params: list[Any], chunk: Chunk) -> Iterator[str]:
    """The lines of one chunk's matches."""
    heads = con.cursor()
    bodies = con.cursor()
    try:
        heads.execute(_heads_sql(where), [chunk.first, chunk.last, *params])
        bodies.execute(_events_sql(where), [chunk.first, chunk.last, *params, chunk.low, chunk.high])
        by_match: dict[int, list[tuple[int, str]]] = {}
        for end, version, event in _rows(bodies):
            by_match.setdefault(end, []).append((version, event))
        for end, head, seats in _rows(heads):
            events = sorted(by_match.pop(end, []))
            yield f'{head},"seats":{seats},"events":[{",".join(event for _, event in events)}]}}\n'
    finally:
        bodies.close()
        heads.close()


def _rows(cursor: duckdb.DuckDBPyConnection) -> Iterator[tuple[Any, ...]]:
    while rows := cursor.fetchmany(1_000):
        yield from rows


def _heads_sql(where: str) -> str:
    """Each match of a chunk, in the order they finished: ``(end, '{"match":{..}', seats JSON)``, where
    ``end`` is the notification of its end (the key of its events in :func:`_events_sql`: an integer
    reaches Python faster than a UUID)."""
    return f"""
        WITH {_CHUNK_MATCHES_SQL},
        picked AS (SELECT * EXCLUDE (_end) FROM m WHERE {where}),
        s AS (
            SELECT match_id, list({{'seat': seat, 'won': won, 'commands': commands, 'events': events,
                                    'chat_lines': chat_lines, 'undo_requests': undo_requests}} ORDER BY seat) AS seats
            FROM seats WHERE match_id IN (SELECT match_id FROM picked) GROUP BY match_id)
        SELECT m._end, '{{"match":' || to_json(picked)::VARCHAR, to_json(coalesce(s.seats, []))::VARCHAR
        FROM picked JOIN m USING (match_id) LEFT JOIN s USING (match_id)
        ORDER BY m._end"""


def _events_sql(where: str) -> str:
    """Every event of a chunk's matches as JSON with its match's end and version, one row per event, unsorted:
    lists per match in DuckDB, or a sort, needed several times the events' size in DuckDB's memory
    (a 150,000-event match failed at 256 MB); Python holds the chunk's JSON texts instead."""
    return f"""
        WITH {_CHUNK_MATCHES_SQL}, picked AS (SELECT match_id, _end FROM m WHERE {where})
        SELECT p._end, e.version, to_json({{'version': version, 'namespace': namespace, 'type': type,
                                    'schema_version': schema_version, 'seat': seat, 'at': occurred_at,
                                    'cmd': cmd, 'body': body}})::VARCHAR
        FROM events e JOIN picked p USING (match_id)
        WHERE e.notification_id BETWEEN ? AND ?"""


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


def write_ndjson(source: Source, path: str | Path, *, game: str | None = None, progress: Progress | None = None) -> int:
    """Write the NDJSON export to ``path`` (atomically: see :func:`_replacing`); returns the matches written."""
    count = 0
    with _replacing(Path(path)) as partial, partial.open("w", encoding="utf-8", newline="\n") as out:
        for line in ndjson(source, game=game, progress=progress):
            out.write(line)
            count += 1
    return count


def _select(table: str, where: str) -> str:
    """One chunk of a Parquet partition; parameters: the chunk's end range, ``where``'s, then (events
    only) the chunk's event range."""
    if table == "matches":
        return (
            f"WITH {_CHUNK_MATCHES_SQL} SELECT m.* EXCLUDE (_end), strftime(m.created_at, '%Y-%m') AS month "
            f"FROM m WHERE {where} ORDER BY m._end"
        )
    if table == "events":
        return (
            f"WITH {_CHUNK_MATCHES_SQL}, picked AS (SELECT match_id, created_at FROM m WHERE {where}) "
            "SELECT e.*, strftime(p.created_at, '%Y-%m') AS month FROM events e JOIN picked p USING (match_id) "
            "WHERE e.notification_id BETWEEN ? AND ?"
        )
    if table in MATCH_TABLES or _IDENTIFIER.match(table):
        return (
            f"WITH {_CHUNK_MATCHES_SQL}, picked AS (SELECT match_id, created_at FROM m WHERE {where}) "
            f"SELECT t.*, strftime(p.created_at, '%Y-%m') AS month FROM \"{table}\" t JOIN picked p USING (match_id)"
        )
    raise ExportError("unknown_table", f"Parquet exports are of {TABLES}.", 404)


_IDENTIFIER = re.compile(r"^[a-z][a-z0-9_]{0,62}$")


def match_tables(con: duckdb.DuckDBPyConnection, game: str) -> list[str]:
    """The tables of ``game``'s finished matches besides ``matches`` and ``events``: :data:`MATCH_TABLES`
    and the game's fact tables (those named ``<game>_...`` with a ``match_id``)."""
    rows = con.execute(
        "SELECT table_name FROM information_schema.columns WHERE column_name = 'match_id' "
        "AND starts_with(table_name, ?) ORDER BY table_name",
        [f"{game}_"],
    ).fetchall()
    return [*MATCH_TABLES, *(str(row[0]) for row in rows if _IDENTIFIER.match(str(row[0])))]


def _write_game_tables(con: duckdb.DuckDBPyConnection, directory: Path, games: list[str]) -> dict[str, int]:
    """:data:`GAME_TABLES`, the rows of ``games``, one file each."""
    written = {}
    cursor = con.cursor()
    try:
        for table in GAME_TABLES:
            (directory / table).mkdir()
            found = cursor.sql(f"SELECT * FROM {table} WHERE list_contains(?, game) ORDER BY ALL", params=[games])
            data = found.to_arrow_table()
            pq.write_table(data, directory / table / "part-0.parquet")
            written[table] = data.num_rows
    finally:
        cursor.close()
    return written


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
    """``(game, month)`` of every partition an export with this filter writes, found a pass of
    ``PASS_MATCHES`` results at a time (one query over the view ``matches`` joins every match)."""
    where, params = _where(game, None)
    found: set[tuple[str, str]] = set()
    cursor = con.cursor()
    try:
        for start, stop in _passes(cursor):
            cursor.execute(
                f"WITH {_CHUNK_MATCHES_SQL} "
                f"SELECT DISTINCT m.game, strftime(m.created_at, '%Y-%m') FROM m WHERE {where}",
                [start, stop, *params],
            )
            found.update((str(g), str(month)) for g, month in cursor.fetchall())
            drop_cache(con)
    finally:
        cursor.close()
    return sorted(found)


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
            found = parquet_chunks(con, *_where(part_game, month))  # the same chunks for every table
            for table in [*TABLES, *match_tables(con, part_game)]:
                leaf = partial / table / f"game={part_game}" / f"month={month}"
                leaf.mkdir(parents=True)
                with (leaf / "part-0.parquet").open("wb") as out:
                    count = parquet_partition(con, table, part_game, month, out, found=found, checked=True)
                    written[table] = written.get(table, 0) + count
            if progress is not None:
                progress(step + 1, len(parts))
        written.update(_write_game_tables(con, partial, sorted({g for g, _ in parts})))
    return written


def parquet_chunks(con: duckdb.DuckDBPyConnection, where: str, params: list[Any]) -> list[Chunk]:
    return chunks(con, where, params, most_matches=PARQUET_MATCHES, most_events=PARQUET_EVENTS)


def parquet_partition(
    con: duckdb.DuckDBPyConnection,
    table: str,
    game: str,
    month: str | None,
    out: IO[bytes],
    *,
    found: list[Chunk] | None = None,
    checked: bool = False,
) -> int:
    """Write one partition (``table``, ``game``, ``month``; every month when ``None``, the file then keeping
    the ``month`` column) as a single Parquet file to ``out``, chunk by
    chunk of matches (:func:`chunks`, or ``found``, the partition's :func:`parquet_chunks`) and batch by
    batch; returns the rows written. A single query joined every match of the partition at once: its
    memory grew with the partition."""
    where, params = _where(game, month)
    if table not in TABLES and not checked:
        raise ExportError("unknown_table", f"Parquet exports are of {TABLES}.", 404)
    check_game(con, game)
    sql = _select(table, where)
    cursor = con.cursor()
    rows = 0
    try:
        # the schema comes from an empty chunk, so that an empty partition is still a readable file
        empty = [0, -1, *params] + ([0, -1] if table == "events" else [])
        schema = _safe_schema(cursor.sql(sql, params=empty).to_arrow_reader(BATCH_ROWS).schema)
        dropped = ("game", "month") if month is not None else ("game",)  # the partition's path names them
        keep = [name for name in schema.names if name not in dropped]
        with pq.ParquetWriter(out, pa.schema([schema.field(name) for name in keep])) as writer:
            if found is None:
                found = parquet_chunks(con, where, params)
            for chunk in found:
                values = [chunk.first, chunk.last, *params] + ([chunk.low, chunk.high] if table == "events" else [])
                for batch in cursor.sql(sql, params=values).to_arrow_reader(BATCH_ROWS):
                    writer.write_batch(_safe_batch(batch).select(keep))
                    rows += batch.num_rows
                drop_cache(con)
    finally:
        cursor.close()
    return rows
