"""The ingest benchmark's parts still time every part of a real catch-up (figures are not checked:
speed targets live in the benchmarks, never in tests), and timing them changes nothing projected."""

from __future__ import annotations

from pathlib import Path

import duckdb

from bench.analytics_ingest import PARTS, fill, floor_pass, project
from projections.analytics.schema import all_tables
from projections.store import EventStore, StoreConfig


def _tables(path: Path) -> dict[str, list[str]]:
    """Every table's rows, sorted (the tracking row's ``updated_at`` is the clock's, left out)."""
    con = duckdb.connect(str(path), read_only=True)
    try:
        rows = {}
        for table in all_tables(con):
            columns = [c for c in con.sql(f'SELECT * FROM "{table}" LIMIT 0').columns if c != "updated_at"]
            listed = ", ".join(f'"{c}"' for c in columns)
            rows[table] = sorted(map(repr, con.sql(f'SELECT {listed} FROM "{table}"').fetchall()))
        return rows
    finally:
        con.close()


def test_every_part_of_a_catch_up_is_timed_and_the_rows_are_the_same(tmp_path: Path) -> None:
    store = EventStore(StoreConfig(sqlite_path=str(tmp_path / "events.sqlite")))
    try:
        stored = fill(store, 2_000, workers=1, matches=2)
        plain = project(store, tmp_path / "plain.duckdb", None)
        parts: dict[str, float] = {}
        timed = project(store, tmp_path / "timed.duckdb", None, parts)
        floor = floor_pass(store, tmp_path / "floor.duckdb")
    finally:
        store.close()
    finished = len(_tables(tmp_path / "plain.duckdb")["match_results"])
    assert plain[0] == timed[0] == stored + finished, "every match event and one facts event per finished match"
    assert {name for name, _ in PARTS} == set(parts)
    assert all(seconds > 0 for seconds in parts.values()), parts
    assert set(floor) == {"read", "decode", "json"} and all(seconds > 0 for seconds in floor.values()), floor
    assert not (tmp_path / "floor.duckdb").exists()
    assert _tables(tmp_path / "plain.duckdb") == _tables(tmp_path / "timed.duckdb")
