"""Shared by the analytics tests: a store of simulated matches, and table dumps to compare files."""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import Any

import duckdb

from domain.registry import default_engines
from projections.analytics.database import open_database
from projections.analytics.projector import Projector
from projections.analytics.schema import all_tables
from projections.analytics.simulation import Played
from projections.store import EventStore, StoreConfig
from tests.support.simulated_store import simulated_store

PLAN: list[tuple[str, dict[str, Any], str, int]] = [
    ("maeshowe", {}, "random", 5),
    ("maeshowe", {"players": 2, "difficulty": "easy"}, "heuristic", 4),
    ("bigbook", {"players": 2}, "heuristic", 2),
    ("montagnes", {"players": 3}, "random", 3),
    ("montagnes", {"players": 4, "expert": True}, "heuristic", 2),
    ("farcry", {}, "random", 1),
    ("farcry", {"seats": 3}, "heuristic", 2),
    ("farcry", {"seats": 2, "mission": "mission_1", "campaign": True}, "heuristic", 1),
    ("mansions", {"investigators": 2}, "heuristic", 3),
    ("mansions", {"investigators": 1}, "random", 1),
]
"""A small, fixed simulation: every game, both bots (seeds are fixed, so the data is too)."""


def fill_store(path: Path) -> list[Played]:
    """Play ``PLAN`` (in-process) into a new SQLite store at ``path``; returns what was played."""
    return simulated_store(path, PLAN)


def copy_store(source: Path, target: Path) -> Path:
    shutil.copyfile(source, target)
    return target


def project(store_path: Path, analytics: Path, **kwargs: Any) -> int:
    """Catch up a fresh projector; returns the committed position."""
    store = EventStore(StoreConfig(sqlite_path=str(store_path)))
    con = open_database(analytics)
    try:
        projector = Projector(store, con, default_engines(), **kwargs)
        projector.catch_up()
        return projector.position()
    finally:
        con.close()
        store.close()


def dump(con: duckdb.DuckDBPyConnection) -> dict[str, list[tuple[Any, ...]]]:
    """Every base table's rows, sorted (the order rows were written in does not matter)."""
    out = {}
    for table in all_tables(con):
        if table == "projection_tracking":
            rows = con.execute("SELECT name, position, source, schema_version FROM projection_tracking").fetchall()
        else:
            rows = con.execute(f'SELECT * FROM "{table}"').fetchall()
        out[table] = sorted(rows, key=repr)
    return out


def dump_file(path: Path) -> dict[str, list[tuple[Any, ...]]]:
    con = open_database(path, read_only=True)
    try:
        return dump(con)
    finally:
        con.close()
