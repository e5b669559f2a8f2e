"""The projector: exactly once under kills, resumable, independent of batching, tied to its store."""

from __future__ import annotations

import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from domain.registry import default_engines
from projections.analytics.database import open_database
from projections.analytics.projector import Projector, SourceMismatch
from projections.analytics.simulation import Played, play_many, store_played
from projections.store import EventStore, StoreConfig
from tests.analytics.helpers import dump, dump_file, fill_store, project
from tests.support.simulated_store import simulated_store

ROOT = Path(__file__).resolve().parents[2]


def test_a_rebuild_has_every_event_once(simulated: tuple[Path, list[Played]], projected: Path) -> None:
    _, played = simulated
    tables = dump_file(projected)
    assert len(tables["events"]) == sum(len(m.rows) for m in played)
    assert len({(row[1], row[2]) for row in tables["events"]}) == len(tables["events"])
    assert len(tables["match_created"]) == len(played)
    assert len(tables["match_results"]) == sum(m.finished for m in played)
    assert sum(len(rows) for rows in tables.values()) > len(tables["events"])


def test_batch_size_does_not_change_the_tables(store_copy: Path, projected: Path, tmp_path: Path) -> None:
    project(store_copy, tmp_path / "small.duckdb", batch_size=97, open_matches=3)
    assert dump_file(tmp_path / "small.duckdb") == dump_file(projected)


def test_resume_after_a_stop_equals_a_clean_rebuild(store_copy: Path, projected: Path, tmp_path: Path) -> None:
    target = tmp_path / "resumed.duckdb"
    store = EventStore(StoreConfig(sqlite_path=str(store_copy)))
    for _ in range(3):
        con = open_database(target)
        projector = Projector(store, con, default_engines(), batch_size=211)
        projector.step()
        projector.step()
        con.close()
    store.close()
    project(store_copy, target)
    assert dump_file(target) == dump_file(projected)


def small_store(path: Path) -> Path:
    """A few hundred events of short matches (the crash loop restarts a process per kill)."""
    simulated_store(path, [("maeshowe", {}, "random", 3), ("montagnes", {"players": 3}, "random", 3)])
    return path


def test_killed_between_write_and_commit_never_loses_or_doubles_a_row(tmp_path: Path) -> None:
    """SIGKILL at random commits (inside the process) and at random times (from outside), in a loop."""
    events = small_store(tmp_path / "small.sqlite")
    clean = tmp_path / "clean.duckdb"
    project(events, clean)
    target = tmp_path / "crashed.duckdb"
    chance = random.Random(5)
    kills = 0
    for attempt in range(60):
        child = subprocess.Popen(
            [sys.executable, "-m", "tests.analytics.crash_projector", str(events), str(target), str(attempt), "0.4"],
            cwd=ROOT,
        )
        if chance.random() < 0.25:
            time.sleep(chance.uniform(0.3, 1.5))
            child.send_signal(signal.SIGKILL)
        code = child.wait(timeout=120)
        if code == 0:
            break
        kills += 1
    else:
        pytest.fail("the projector never caught up")
    assert kills >= 3
    assert dump_file(target) == dump_file(clean)


def test_a_file_built_from_another_store_is_refused(store_copy: Path, tmp_path: Path) -> None:
    other = tmp_path / "other.sqlite"
    store = EventStore(StoreConfig(sqlite_path=str(other)))
    for chunk in play_many("maeshowe", {}, "random", 1, 99, workers=1):
        store_played(store, chunk)
    target = tmp_path / "a.duckdb"
    project(store_copy, target)
    con = open_database(target)
    try:
        with pytest.raises(SourceMismatch):
            Projector(store, con, default_engines()).step()
        assert dump(con)["events"]
    finally:
        con.close()
        store.close()


def test_new_events_after_a_catch_up_are_projected(tmp_path: Path) -> None:
    path = tmp_path / "grow.sqlite"
    fill_store(path)
    target = tmp_path / "grow.duckdb"
    first = project(path, target)
    store = EventStore(StoreConfig(sqlite_path=str(path)))
    for chunk in play_many("maeshowe", {}, "random", 2, 1234, workers=1):
        store_played(store, chunk)
    head = store.max_notification_id()
    store.close()
    assert project(path, target) == head > first
    tables = dump_file(target)
    assert len(tables["events"]) + len(tables["match_results"]) == head, "one facts event per finished match"


@pytest.mark.parametrize("pause_gc", [True, False])
def test_the_cyclic_collector_is_paused_only_by_a_projector_alone_in_its_process(
    store_copy: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, pause_gc: bool
) -> None:
    """Catching up, big batches decode faster with the collector paused; inside an API worker
    (``pause_gc=False``) the requests keep their collector."""
    paused: list[bool] = []
    monkeypatch.setattr("projections.analytics.projector.GC_PAUSE_FROM", 1)
    monkeypatch.setattr("projections.analytics.projector.gc.disable", lambda: paused.append(True))
    project(store_copy, tmp_path / "a.duckdb", pause_gc=pause_gc)
    assert bool(paused) is pause_gc
