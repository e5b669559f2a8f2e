"""Facts kept at the source (issue 37): a finished match's outcome, seats and statistics are recorded
once where it ends (``domain.facts``), the projector writes its rows from them without folding, and
``folie project --facts`` records them afterwards (a store from before them, a new statistic)."""

from __future__ import annotations

import dataclasses
import sqlite3
from pathlib import Path
from typing import Any

import pytest

from domain.registry import default_engines
from domain.statistics import Finished, Value, declared_statistics
from projections.analytics.database import open_database
from projections.analytics.facts import backfill
from projections.analytics.projector import Projector
from projections.analytics.simulation import Played
from projections.store import EventStore, StoreConfig
from service.cli import main as folie
from service.commands.verify import verify_store
from tests.analytics.helpers import dump_file, project

FACTS = "folie/match_finished@1"


def _without_facts(path: Path) -> int:
    """Delete every stored facts event (the store as it was before facts were recorded)."""
    con = sqlite3.connect(path)
    try:
        removed = con.execute("DELETE FROM stored_events WHERE topic = ?", [FACTS]).rowcount
        con.commit()
        return removed
    finally:
        con.close()


def _facts_versions(path: Path) -> list[int]:
    con = sqlite3.connect(path)
    try:
        return [row[0] for row in con.execute("SELECT originator_version FROM stored_events WHERE topic = ?", [FACTS])]
    finally:
        con.close()


def _same_but_position(a: dict[str, list[tuple[Any, ...]]], b: dict[str, list[tuple[Any, ...]]]) -> None:
    """Every table equal; the position may differ (where the facts sit in the log)."""
    assert set(a) == set(b)
    for table, rows in a.items():
        if table != "projection_tracking":
            assert rows == b[table], table


def test_every_finished_simulated_match_has_its_facts_and_no_fold_is_needed(
    simulated: tuple[Path, list[Played]], projected: Path
) -> None:
    path, played = simulated
    finished = {match.match_id for match in played if match.finished}
    assert finished and len(_facts_versions(path)) == len(finished)
    tables = dump_file(projected)
    assert {str(row[0]) for row in tables["match_results"]} == finished
    assert len(tables["events"]) == sum(len(match.rows) for match in played), "facts are not events of a match"
    store = EventStore(StoreConfig(sqlite_path=str(path)))
    try:
        assert verify_store(store, default_engines()).ok, "a facts stream is not a corrupt match"
    finally:
        store.close()


def test_facts_recorded_afterwards_give_the_same_tables(
    store_copy: Path, projected: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A store from before facts: ``folie project --facts missing`` records them (at the end of the
    log), and the tables are those of facts recorded when each match ended, down to the notification
    id of each result (its match's last event before the end)."""
    recorded = _without_facts(store_copy)
    assert recorded > 0
    project(store_copy, tmp_path / "none.duckdb")
    assert dump_file(tmp_path / "none.duckdb")["match_results"] == [], "without facts no match has ended"
    monkeypatch.setenv("FOLIE_DATABASE_URL", f"sqlite:///{store_copy}")
    assert folie(["project", "--facts", "missing", "--once", "--quiet", "--analytics", str(tmp_path / "a.duckdb")]) == 0
    assert len(_facts_versions(store_copy)) == recorded
    _same_but_position(dump_file(tmp_path / "a.duckdb"), dump_file(projected))
    store = EventStore(StoreConfig(sqlite_path=str(store_copy)))
    try:
        engines = default_engines()
        assert backfill(store, engines, declared_statistics(engines), "missing") == 0, "nothing missing any more"
    finally:
        store.close()


def test_revised_facts_replace_the_rows_of_their_match(store_copy: Path, projected: Path, tmp_path: Path) -> None:
    """A game whose statistic changed (here Maeshowe's first match statistic, plus 1000): ``--facts
    all`` records every finished match's facts again (version 2 of each facts stream), and the
    projector following the store replaces those matches' rows, once, with nothing doubled."""
    target = tmp_path / "a.duckdb"
    project(store_copy, target)
    engines = default_engines()
    declared = declared_statistics(engines)
    maeshowe = declared["maeshowe"]
    stat = next(s for s in maeshowe.statistics if s.scope == "match" and s.by is None and s.type == "int")

    def compute(match: Finished) -> list[Value]:
        return [
            Value(v.stat, v.value + 1000 if v.stat == stat.id else v.value, v.seat, v.key)
            for v in maeshowe.compute(match)
        ]

    revised = {**declared, "maeshowe": dataclasses.replace(maeshowe, compute=compute)}
    store = EventStore(StoreConfig(sqlite_path=str(store_copy)))
    try:
        count = backfill(store, engines, revised, "all")
        con = open_database(target)
        try:
            Projector(store, con, engines, batch_size=7).catch_up()
        finally:
            con.close()
    finally:
        store.close()
    assert count == len(dump_file(projected)["match_results"])
    assert sorted(set(_facts_versions(store_copy))) == [1, 2]
    before, after = dump_file(projected), dump_file(target)
    assert _values(target, stat.name) == [value + 1000 for value in _values(projected, stat.name)]
    for table in before:
        if table not in ("projection_tracking", "maeshowe_match_stats"):
            assert after[table] == before[table], table


def _values(path: Path, name: str) -> list[int]:
    """One Maeshowe match statistic's values, in match order."""
    con = open_database(path, read_only=True)
    try:
        return [
            row[0] for row in con.execute(f'SELECT "{name}" FROM maeshowe_match_stats ORDER BY match_id').fetchall()
        ]
    finally:
        con.close()
