"""Exports of finished matches, like an open games database: NDJSON and Parquet.

* NDJSON: one finished match per line, ``{"match": {...}, "seats": [...], "events": [...]}`` with the
  full event log (bodies as JSON, secrets included: exports are admin-side).
* Parquet: the ``matches`` and ``events`` of finished matches, partitioned by game and month of
  creation (``<table>/game=<game>/month=<YYYY-MM>/*.parquet``, Hive style, readable by DuckDB,
  Spark, pandas...).

DuckDB builds the rows; files are written by Python and Arrow (the database itself has no file
access, see ``database.py``).
"""

from __future__ import annotations

import io
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import duckdb
import pyarrow as pa
import pyarrow.dataset as ds
import pyarrow.parquet as pq

TABLES = ("matches", "events")
_MONTH = re.compile(r"^\d{4}-\d{2}$")


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


def ndjson(con: duckdb.DuckDBPyConnection, *, game: str | None = None, month: str | None = None) -> Iterator[str]:
    """Lines (with their newline) of finished matches, oldest finished first."""
    where, params = _where(game, month)
    sql = f"""
        WITH picked AS (SELECT * FROM matches m WHERE {where}),
        s AS (
            SELECT match_id, list({{'seat': seat, 'won': won, 'commands': commands, 'events': events,
                                    'chat_lines': chat_lines, 'undo_requests': undo_requests}} ORDER BY seat) AS seats
            FROM seats WHERE match_id IN (SELECT match_id FROM picked) GROUP BY match_id),
        e AS (
            SELECT match_id, list({{'version': version, 'namespace': namespace, 'type': type,
                                    'schema_version': schema_version, 'seat': seat, 'at': occurred_at,
                                    'cmd': cmd, 'body': body}} ORDER BY version) AS events
            FROM events WHERE match_id IN (SELECT match_id FROM picked) GROUP BY match_id)
        SELECT to_json({{'match': picked, 'seats': coalesce(s.seats, []), 'events': coalesce(e.events, [])}})::VARCHAR
        FROM picked LEFT JOIN s USING (match_id) LEFT JOIN e USING (match_id)
        ORDER BY picked.finished_at, picked.match_id"""
    cursor = con.cursor()
    try:
        cursor.execute(sql, params)
        while True:
            rows = cursor.fetchmany(500)
            if not rows:
                return
            for (line,) in rows:
                yield f"{line}\n"
    finally:
        cursor.close()


def _select(table: str, where: str) -> str:
    if table == "matches":
        return f"SELECT m.*, strftime(m.created_at, '%Y-%m') AS month FROM matches m WHERE {where}"
    if table == "events":
        return (
            "SELECT e.*, strftime(m.created_at, '%Y-%m') AS month FROM events e "
            f"JOIN matches m USING (match_id) WHERE {where}"
        )
    raise ExportError("unknown_table", f"Parquet exports are of {TABLES}.", 404)


def _arrow_safe(table: pa.Table) -> pa.Table:
    """UUIDs and JSON leave DuckDB as extension types some readers reject: store them as strings."""
    columns = []
    for column in table.columns:
        if isinstance(column.type, pa.ExtensionType):
            columns.append(pa.array([None if v is None else str(v) for v in column.to_pylist()], pa.string()))
        else:
            columns.append(column)
    return pa.table(columns, names=table.column_names)


def write_parquet(con: duckdb.DuckDBPyConnection, directory: str | Path, *, game: str | None = None) -> dict[str, int]:
    """Write ``<directory>/<table>/game=../month=../*.parquet``; returns rows written per table."""
    where, params = _where(game, None)
    written: dict[str, int] = {}
    cursor = con.cursor()
    try:
        for table in TABLES:
            frame = _arrow_safe(cursor.sql(_select(table, where), params=params).to_arrow_table())
            written[table] = frame.num_rows
            if frame.num_rows == 0:
                continue
            ds.write_dataset(
                frame,
                Path(directory) / table,
                format="parquet",
                partitioning=ds.partitioning(pa.schema([("game", pa.string()), ("month", pa.string())]), flavor="hive"),
                existing_data_behavior="delete_matching",
            )
    finally:
        cursor.close()
    return written


def parquet_partition(con: duckdb.DuckDBPyConnection, table: str, game: str, month: str) -> bytes:
    """One partition (``table``, ``game``, ``month``) as the bytes of a single Parquet file."""
    where, params = _where(game, month)
    cursor = con.cursor()
    try:
        frame = _arrow_safe(cursor.sql(_select(table, where), params=params).to_arrow_table())
    finally:
        cursor.close()
    frame = frame.drop_columns([c for c in ("game", "month") if c in frame.column_names])
    buffer = io.BytesIO()
    pq.write_table(frame, buffer)
    return buffer.getvalue()
