"""Rows waiting for the next commit, written with one Arrow insert per table.

DuckDB ingests Arrow far faster than row-by-row inserts (STACK.md: executemany about 1,700 rows/s,
Arrow ``INSERT ... SELECT`` hundreds of thousands). The big table (``events``, one row per
notification) arrives already built as an Arrow table (:meth:`Batch.frame`); the few rows of the
other tables are collected as plain dicts (:meth:`Batch.add`) and turned into columns at the end.

Each table is inserted through a DuckDB relation over the Arrow table (``from_arrow(...).insert_into``)
with its columns in the table's order, rather than by registering the Arrow table as a view and
running ``INSERT ... BY NAME``: registering and unregistering a view are catalogue changes, and they
cost about as much as the insert itself (a projector following a live worker writes a handful of
small tables every step, so that fixed cost was most of a step's CPU).
"""

from __future__ import annotations

from typing import Any

import duckdb
import pyarrow as pa

MICROS = 1_000_000

TIMESTAMP = pa.timestamp("us")
_ARROW_TYPES: dict[str, pa.DataType] = {
    "occurred_at": TIMESTAMP,
    "created_at": TIMESTAMP,
    "finished_at": TIMESTAMP,
    "recorded_at": TIMESTAMP,
}


def micros(at: float | None) -> int | None:
    """Epoch seconds (the store's float) as integer microseconds for an Arrow timestamp."""
    return None if at is None else round(at * MICROS)


class Columns:
    """Each table's column names in the table's order, looked up once per table (a fresh
    :class:`Columns` after a failed step: the schema may have changed under it)."""

    def __init__(self, con: duckdb.DuckDBPyConnection) -> None:
        self.con = con
        self._known: dict[str, tuple[str, ...]] = {}

    def of(self, table: str) -> tuple[str, ...]:
        names = self._known.get(table)
        if names is None:
            rows = self.con.execute("SELECT name FROM pragma_table_info(?) ORDER BY cid", [table]).fetchall()
            names = self._known[table] = tuple(row[0] for row in rows)
        return names


class Batch:
    """Arrow tables and plain rows per table, inserted together by :meth:`write`."""

    def __init__(self) -> None:
        self._rows: dict[str, list[dict[str, Any]]] = {}
        self._frames: dict[str, list[pa.Table]] = {}
        self._forgotten: dict[str, list[str]] = {}

    def frame(self, table: str, frame: pa.Table) -> None:
        """Rows already in Arrow form (columns named as in the table, in any order)."""
        self._frames.setdefault(table, []).append(frame)

    def add(self, table: str, row: dict[str, Any]) -> None:
        """Append one row given as a dict (columns it leaves out are NULL)."""
        listed = self._rows.get(table)
        if listed is None:
            self._rows[table] = [row]
        else:
            listed.append(row)

    def forget(self, tables: list[str], match_ids: list[str]) -> None:
        """Delete the rows of ``match_ids`` from ``tables`` before inserting anything (a finished
        match's facts revised: its rows are written again)."""
        for table in tables:
            self._forgotten.setdefault(table, []).extend(match_ids)

    def write(self, con: duckdb.DuckDBPyConnection, columns: Columns) -> int:
        """Insert every table (inside the caller's transaction); returns the row count.

        ``columns``: each table's columns in order; a column a batch does not mention is NULL, a
        name that is not a column of its table is an error (as ``INSERT ... BY NAME`` would say)."""
        written = 0
        for table, match_ids in self._forgotten.items():
            con.execute(f'DELETE FROM "{table}" WHERE match_id IN (SELECT unnest(?::UUID[]))', [match_ids])
        for table, listed in self._frames.items():
            for frame in listed:
                if frame.num_rows:
                    written += _insert(con, table, _ordered(table, frame, columns), frame.num_rows)
        for table, rows in self._rows.items():
            if rows:
                written += _insert(con, table, _from_rows(table, rows, columns), len(rows))
        return written


def _insert(con: duckdb.DuckDBPyConnection, table: str, frame: pa.Table, size: int) -> int:
    con.from_arrow(frame).insert_into(f'"{table}"')
    return size


def _ordered(table: str, frame: pa.Table, columns: Columns) -> pa.Table:
    """``frame`` with the table's columns in the table's order (NULL where it has none)."""
    names = columns.of(table)
    given = frame.column_names
    if list(given) == list(names):
        return frame
    unknown = set(given).difference(names)
    if unknown:
        raise LookupError(f"table {table!r} has no column {sorted(unknown)[0]!r}")
    present = set(given)
    return pa.table({name: frame.column(name) if name in present else pa.nulls(frame.num_rows) for name in names})


def _from_rows(table: str, rows: list[dict[str, Any]], columns: Columns) -> pa.Table:
    """The rows as an Arrow table with the table's columns in order (types inferred per column, the
    timestamp columns given as integer microseconds)."""
    names = columns.of(table)
    mentioned: set[str] = set()
    for row in rows:
        mentioned.update(row)
    unknown = mentioned.difference(names)
    if unknown:
        raise LookupError(f"table {table!r} has no column {sorted(unknown)[0]!r}")
    arrays: dict[str, Any] = {}
    for name in names:
        if name in mentioned:
            values = [row.get(name) for row in rows]
            arrays[name] = pa.array(values, type=_ARROW_TYPES.get(name))
        else:
            arrays[name] = pa.nulls(len(rows))
    return pa.table(arrays)
