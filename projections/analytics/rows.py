"""Rows waiting for the next commit, kept as columns and written with one Arrow insert per table.

DuckDB ingests Arrow far faster than row-by-row inserts (STACK.md: executemany about 1,700 rows/s,
Arrow ``INSERT ... SELECT`` hundreds of thousands), so a batch collects plain Python lists per
column and hands DuckDB one Arrow table per table per commit.
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
    """Column buffers per table. ``columns(table, names)`` gives the lists to append to."""

    def __init__(self) -> None:
        self._tables: dict[str, dict[str, list[Any]]] = {}

    def columns(self, table: str, names: tuple[str, ...]) -> dict[str, list[Any]]:
        buffer = self._tables.get(table)
        if buffer is None:
            buffer = self._tables[table] = {name: [] for name in names}
        return buffer

    def add(self, table: str, row: dict[str, Any]) -> None:
        """Append one row given as a dict (columns not seen before are back-filled with NULL)."""
        buffer = self._tables.setdefault(table, {})
        size = len(next(iter(buffer.values()))) if buffer else 0
        for name in row:
            if name not in buffer:
                buffer[name] = [None] * size
        for name, values in buffer.items():
            values.append(row.get(name))

    def rows(self, table: str) -> int:
        buffer = self._tables.get(table)
        return len(next(iter(buffer.values()))) if buffer else 0

    def write(self, con: duckdb.DuckDBPyConnection) -> int:
        """Insert every buffered table (inside the caller's transaction); returns the row count."""
        written = 0
        for table, buffer in self._tables.items():
            if not buffer or not next(iter(buffer.values())):
                continue
            arrays = {
                name: pa.array(values, type=_ARROW_TYPES.get(name)) if name in _ARROW_TYPES else values
                for name, values in buffer.items()
            }
            frame = pa.table(arrays)
            view = f"_batch_{table}"
            con.register(view, frame)
            try:
                con.execute(f'INSERT INTO "{table}" BY NAME SELECT * FROM "{view}"')
            finally:
                con.unregister(view)
            written += frame.num_rows
        return written
