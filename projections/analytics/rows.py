"""Rows waiting for the next commit, written with one Arrow insert per table.

DuckDB ingests Arrow far faster than row-by-row inserts (STACK.md: executemany about 1,700 rows/s,
Arrow ``INSERT ... SELECT`` hundreds of thousands). The big table (``events``, one row per
notification) arrives already built as an Arrow table (:meth:`Batch.frame`); the few rows of the
other tables are collected as plain Python lists per column (:meth:`Batch.add`).
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
}


def micros(at: float | None) -> int | None:
    """Epoch seconds (the store's float) as integer microseconds for an Arrow timestamp."""
    return None if at is None else round(at * MICROS)


class Batch:
    """Arrow tables and column buffers per table, inserted together by :meth:`write`."""

    def __init__(self) -> None:
        self._tables: dict[str, dict[str, list[Any]]] = {}
        self._frames: dict[str, list[pa.Table]] = {}

    def frame(self, table: str, frame: pa.Table) -> None:
        """Rows already in Arrow form (columns named as in the table, in any order)."""
        self._frames.setdefault(table, []).append(frame)

    def add(self, table: str, row: dict[str, Any]) -> None:
        """Append one row given as a dict (columns not seen before are back-filled with NULL)."""
        buffer = self._tables.setdefault(table, {})
        size = _size(buffer)
        for name in row:
            if name not in buffer:
                buffer[name] = [None] * size
        for name, values in buffer.items():
            values.append(row.get(name))

    def rows(self, table: str) -> int:
        framed: int = sum(frame.num_rows for frame in self._frames.get(table, []))
        return _size(self._tables.get(table, {})) + framed

    def write(self, con: duckdb.DuckDBPyConnection) -> int:
        """Insert every table (inside the caller's transaction); returns the row count."""
        frames: list[tuple[str, pa.Table]] = [(name, f) for name, listed in self._frames.items() for f in listed]
        for table, buffer in self._tables.items():
            if _size(buffer):
                arrays = {
                    name: pa.array(values, type=_ARROW_TYPES.get(name)) if name in _ARROW_TYPES else values
                    for name, values in buffer.items()
                }
                frames.append((table, pa.table(arrays)))
        written = 0
        for table, frame in frames:
            if not frame.num_rows:
                continue
            view = f"_batch_{table}"
            con.register(view, frame)
            try:
                con.execute(f'INSERT INTO "{table}" BY NAME SELECT * FROM "{view}"')
            finally:
                con.unregister(view)
            written += frame.num_rows
        return written


def _size(buffer: dict[str, list[Any]]) -> int:
    """Rows in a column buffer (every column has the same length)."""
    for values in buffer.values():
        return len(values)
    return 0
