"""The readers' copies are brought up to date by appending, and equal a copy written whole (issue 37,
"Fresh where it is read").

A query used to rewrite its snapshot of the whole file (3.4-13 s at 1.36M events) and ``folie sql`` read
a copy rewritten every max(5 s, 10x its writing time). Now a copy is written whole once, then updated
with what the projector appended since (``snapshots.update``). These tests step a projector through a
store of every game in small batches (matches finish across steps, so analysts' copies must reveal
rows they first saw in public form) and, after every step, compare each audience's updated copy with
one written whole, table by table; and check that a move is seen by the next query.
"""

from __future__ import annotations

import hashlib
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import duckdb
import pytest

from domain.registry import default_engines
from projections.analytics import sandbox_process
from projections.analytics.database import open_database
from projections.analytics.projector import Projector
from projections.analytics.sandbox import QueryRefused
from projections.analytics.snapshots import AUDIENCES, Publisher, Snapshot, Snapshots, update, write_snapshot
from projections.store import EventStore, StoreConfig
from tests.analytics.helpers import dump_file

ROOT = Path(__file__).resolve().parents[2]


def digest(path: Path) -> dict[str, str]:
    """Every table's rows, sorted, hashed; and the views' names."""
    tables = dump_file(path)
    out = {name: hashlib.sha256(repr(rows).encode()).hexdigest() for name, rows in tables.items()}
    con = open_database(path, read_only=True)
    try:
        views = con.execute("SELECT view_name FROM duckdb_views() WHERE NOT internal ORDER BY 1").fetchall()
    finally:
        con.close()
    out["<views>"] = repr(views)
    return out


def test_an_updated_copy_equals_one_written_whole_after_every_step(store_copy: Path, tmp_path: Path) -> None:
    store = EventStore(StoreConfig(sqlite_path=str(store_copy)))
    con = open_database(tmp_path / "analytics.duckdb")
    try:
        projector = Projector(store, con, default_engines(), batch_size=2000)
        copies = {audience: Snapshot(tmp_path / f"{audience}.duckdb", audience) for audience in AUDIENCES}
        steps = revealed = 0
        while projector.step():
            steps += 1
            for audience, copy in copies.items():
                before = dict(copy.tables)
                position = update(copy, con)
                assert position == projector.position()
                whole = tmp_path / f"whole-{audience}-{steps}.duckdb"
                assert write_snapshot(con, whole, audience) == position
                assert digest(copy.path) == digest(whole), f"{audience} after step {steps}"
                if audience == "analyst" and "match_results" in before:
                    revealed += copy.tables["match_results"][1] > before["match_results"][1]
                whole.unlink()
        assert steps > 5
        assert revealed > 3, "no match finished across steps: the reveal was not exercised"
    finally:
        con.close()
        store.close()


def test_an_analyst_copy_shows_a_running_match_as_the_public_does_then_whole(store_copy: Path, tmp_path: Path) -> None:
    """Rows of a match copied while it ran (public type and body, no seed) become whole once it finished."""
    store = EventStore(StoreConfig(sqlite_path=str(store_copy)))
    con = open_database(tmp_path / "analytics.duckdb")
    try:
        projector = Projector(store, con, default_engines(), batch_size=50)
        copy = Snapshot(tmp_path / "analyst.duckdb", "analyst")
        running: Any = None
        while projector.step():
            update(copy, con)
            row = con.execute(
                "SELECT c.match_id FROM match_created c WHERE c.match_id NOT IN (SELECT match_id FROM match_results) "
                "AND (SELECT count(*) FROM events e WHERE e.match_id = c.match_id AND e.type <> e.public_type) > 0"
            ).fetchone()
            if row is not None:
                running = row[0]
                break
        assert running is not None
        seen = duckdb.connect(str(copy.path), read_only=True)
        try:
            hidden = seen.execute(
                "SELECT count(*) FROM events WHERE match_id = ? AND type <> public_type", [running]
            ).fetchone()
            seed = seen.execute("SELECT seed FROM match_created WHERE match_id = ?", [running]).fetchone()
        finally:
            seen.close()
        assert hidden == (0,) and seed == (None,)
        while con.execute("SELECT count(*) FROM match_results WHERE match_id = ?", [running]).fetchone() == (0,):
            assert projector.step()
        update(copy, con)
        expected = con.execute(
            "SELECT count(*), count(*) FILTER (WHERE type <> public_type) FROM events WHERE match_id = ?", [running]
        ).fetchone()
        seen = duckdb.connect(str(copy.path), read_only=True)
        try:
            now = seen.execute(
                "SELECT count(*), count(*) FILTER (WHERE type <> public_type) FROM events WHERE match_id = ?",
                [running],
            ).fetchone()
            seed = seen.execute("SELECT seed FROM match_created WHERE match_id = ?", [running]).fetchone()
        finally:
            seen.close()
        assert now == expected and expected is not None and expected[1] > 0
        assert seed is not None and seed[0] is not None
    finally:
        con.close()
        store.close()


def test_a_query_sees_the_step_before_it_and_the_sandbox_still_caps_it(store_copy: Path, tmp_path: Path) -> None:
    """Through the service's path (a pooled copy, the capped child process): each query sees every event
    the projector committed before it; a query that needs too much memory is still stopped."""
    store = EventStore(StoreConfig(sqlite_path=str(store_copy)))
    con = open_database(tmp_path / "analytics.duckdb")
    snapshots = Snapshots(con, tmp_path / "snapshots")
    try:
        projector = Projector(store, con, default_engines(), batch_size=3000)
        while projector.step():
            position = projector.position()
            for audience in AUDIENCES:
                with snapshots.use(audience, position) as snapshot:
                    result = sandbox_process.run(
                        snapshot.path, "SELECT max(notification_id) FROM events", limit=1, timeout=10
                    )
                assert result.rows[0][0] == con.execute("SELECT max(notification_id) FROM events").fetchone()[0]  # type: ignore[index]
        with snapshots.use("analyst", projector.position()) as snapshot:
            with pytest.raises(QueryRefused) as refused:
                sandbox_process.run(snapshot.path, "SELECT length(repeat('x', 2000000000))", limit=1, timeout=5)
            assert refused.value.code in ("query_too_large", "query_failed")
            with pytest.raises(QueryRefused) as refused:
                sandbox_process.run(snapshot.path, "SELECT * FROM read_csv('/etc/passwd')", limit=1, timeout=5)
            assert refused.value.code == "function_not_allowed"
        assert len(list((tmp_path / "snapshots").glob("*.duckdb"))) == 2  # one copy per audience, updated
    finally:
        snapshots.close()
        con.close()
        store.close()


def test_the_published_copy_follows_each_step_and_a_reader_holding_one_does_not_stop_it(
    store_copy: Path, tmp_path: Path
) -> None:
    """``folie sql`` reads the published copy: after each publication it holds every committed event,
    while another process keeps an older publication open (that copy is left alone, another is used)."""
    store = EventStore(StoreConfig(sqlite_path=str(store_copy)))
    analytics = tmp_path / "analytics.duckdb"
    con = open_database(analytics)
    publisher = Publisher(con, analytics, every=0.0)
    reader: subprocess.Popen[bytes] | None = None
    try:
        projector = Projector(store, con, default_engines(), batch_size=2000)
        steps = 0
        while projector.step():
            steps += 1
            assert publisher.publish(force=True)
            expected = con.execute("SELECT count(*) FROM events").fetchone()
            seen = open_database(publisher.path, read_only=True)
            try:
                assert seen.execute("SELECT count(*) FROM events").fetchone() == expected
            finally:
                seen.close()
            if steps == 2:  # a reader in another process holds this publication open from now on
                code = (
                    "import duckdb, sys; c = duckdb.connect(sys.argv[1], read_only=True); "
                    "print('open', flush=True); sys.stdin.read()"
                )
                reader = subprocess.Popen(
                    [sys.executable, "-c", code, str(publisher.path)],
                    stdin=subprocess.PIPE,
                    stdout=subprocess.PIPE,
                    cwd=ROOT,
                    env={**os.environ},
                )
                assert reader.stdout is not None and reader.stdout.readline() == b"open\n"
        assert steps > 4
        assert os.stat(publisher.path).st_mode & 0o777 == 0o600
        assert len(list(tmp_path.glob(".analytics.duckdb.published.duckdb.*"))) <= Publisher.MAX_COPIES
    finally:
        if reader is not None:
            reader.communicate(b"")
        publisher.close()
        con.close()
        store.close()
    assert len(list(tmp_path.glob(".analytics.duckdb.published.duckdb.*"))) == 1  # the published one stays


def test_a_committed_move_is_in_the_query_copy_after_the_next_step_without_a_timer(
    store_copy: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 37, item 1: after each projector step the owner brings the sandbox's copies up to that step
    in the publisher's thread (``Publisher(refresh=...)``, called as the projector's ``after_step``), so a
    query asked right after the step finds its copy there: it writes nothing itself (``update`` is only
    called from the refresh) and sees every row the step committed. No publication is due (``every`` is
    an hour) and nothing waits for a timer: the refresh follows the step."""
    import threading

    from projections.analytics import snapshots as module

    store = EventStore(StoreConfig(sqlite_path=str(store_copy)))
    analytics = tmp_path / "analytics.duckdb"
    con = open_database(analytics)
    snapshots = Snapshots(con, tmp_path / "snapshots")
    projector = Projector(store, con, default_engines(), batch_size=1500)
    publisher = Publisher(
        con,
        analytics,
        every=3600.0,
        publishing=False,
        refresh=lambda: snapshots.claim(projector.position()),
    )
    written = module.update
    callers: list[str] = []

    def update_noted(copy: Snapshot, source: duckdb.DuckDBPyConnection, stop: threading.Event | None = None) -> int:
        callers.append(threading.current_thread().name)
        return written(copy, source, stop)

    monkeypatch.setattr(module, "update", update_noted)
    sql = "SELECT max(notification_id), count(*) FROM events"
    try:
        assert projector.step()
        for audience in AUDIENCES:  # the first query of each audience writes its copy whole
            with snapshots.use(audience, projector.position()) as snapshot:
                assert snapshot.position == projector.position()
        steps = 0
        while projector.step():
            steps += 1
            callers.clear()
            publisher()  # the projector's after_step
            for thread in publisher._refreshing:
                thread.join()
            assert callers == ["folie-analytics-refresh"] * len(AUDIENCES)
            expected = con.execute(sql).fetchone()
            for audience in AUDIENCES:
                with snapshots.use(audience, projector.position()) as snapshot:
                    assert snapshot.position == projector.position()
                    result = sandbox_process.run(snapshot.path, sql, limit=1, timeout=10)
                assert tuple(result.rows[0]) == expected, audience
            assert callers == ["folie-analytics-refresh"] * len(AUDIENCES)  # the queries wrote nothing
        assert steps > 2
        assert not publisher.path.exists()  # nothing published: the refresh alone ran
    finally:
        publisher.close()
        snapshots.close()
        con.close()
        store.close()


def test_an_audience_nobody_queried_lately_is_not_refreshed(store_copy: Path, tmp_path: Path) -> None:
    """The refresh costs nothing for an audience with no query in the last ``REFRESH_WINDOW`` seconds."""
    store = EventStore(StoreConfig(sqlite_path=str(store_copy)))
    con = open_database(tmp_path / "analytics.duckdb")
    snapshots = Snapshots(con, tmp_path / "snapshots")
    try:
        projector = Projector(store, con, default_engines(), batch_size=1500)
        assert projector.step()
        assert snapshots.refresh(projector.position()) == 0  # nobody queried yet: no copy exists
        with snapshots.use("analyst", projector.position()):
            pass
        assert projector.step()
        assert snapshots.refresh(projector.position()) == 1  # the analysts' only
        assert snapshots.refresh(projector.position()) == 0  # up to date already
        snapshots.REFRESH_WINDOW = 0.0
        assert projector.step()
        assert snapshots.refresh(projector.position()) == 0
    finally:
        snapshots.close()
        con.close()
        store.close()


def test_the_first_admin_copy_is_cloned_from_the_published_one_then_brought_up_to_date(
    store_copy: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``folie sql`` asks the owner, whose first admin copy used to be written whole (minutes at 100k
    matches under load: the bench's first question timed out): it is now the published copy cloned,
    then only what was projected since is appended. It equals a copy written whole."""
    from projections.analytics import snapshots as module

    store = EventStore(StoreConfig(sqlite_path=str(store_copy)))
    analytics = tmp_path / "analytics.duckdb"
    con = open_database(analytics)
    publisher = Publisher(con, analytics, every=0.0)
    pool = Snapshots(con, tmp_path / "pool", seed=publisher.lend)
    whole_writes: list[str] = []
    real_update = module.update

    def counted(copy: Snapshot, source: duckdb.DuckDBPyConnection, stop: Any = None) -> int:
        if copy.position is None and copy.path.name != "whole.duckdb":  # (the reference, written whole below)
            whole_writes.append(copy.path.name)
        return real_update(copy, source, stop)

    monkeypatch.setattr(module, "update", counted)
    try:
        projector = Projector(store, con, default_engines(), batch_size=2000)
        assert projector.step() and projector.step()
        assert publisher.publish(force=True)
        published_whole = list(whole_writes)
        assert len(published_whole) == 1  # the publisher's first copy
        assert projector.step()  # past the publication: the clone is brought up to date by appending
        with pool.use("admin", projector.position()) as copy:
            assert copy.position == projector.position()
            whole = tmp_path / "whole.duckdb"
            write_snapshot(con, whole, "admin")
            assert digest(copy.path) == digest(whole)
        assert whole_writes == published_whole, "the admin copy was written whole instead of cloned"
        with pool.use("analyst", projector.position()) as copy:  # analysts' copies are never cloned from it
            assert copy.position == projector.position()
        assert len(whole_writes) == len(published_whole) + 1
    finally:
        pool.close()
        publisher.close()
        con.close()
        store.close()


def test_a_query_woken_by_a_step_waits_for_the_refresh_the_step_claimed_instead_of_updating_its_copy_too(
    store_copy: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 37, fresh at the query: the service announces a step to the queries waiting for it
    (``Steps.stepped``) only once the sandbox's copies to bring up to it are claimed (``Snapshots.claim``,
    in ``Publisher.__call__``). A query woken by the step finds its copy's refresh under way and waits for
    it: the copy is updated once, by the refresh, and the query writes nothing. Before, the step was
    announced first and the refresh claimed the copies later in a thread of its own: the query woken in
    between updated its copy itself while the refresh updated the other audience's and the publication
    a third (three updates at once on two cores, the query waiting for all of them to share the CPU)."""
    import threading

    from domain.registry import default_engines
    from projections.analytics import snapshots as module
    from projections.analytics.simulation import play_many, store_played
    from service.extensions import AppContext
    from service.extensions.analytics import Analytics
    from service.settings import Settings

    settings = Settings(store=StoreConfig(sqlite_path=str(store_copy)), analytics_path=str(tmp_path / "a.duckdb"))
    store = EventStore(settings.store)
    context = AppContext(settings=settings, store=store, repo=None, service=None, engines=default_engines())  # type: ignore[arg-type]
    analytics = Analytics(context, "inprocess")
    monkeypatch.setenv("FOLIE_ANALYTICS_PUBLISH_S", "3600")  # no publication after the first: the refresh alone
    written = module.update
    callers: list[str] = []

    def update_noted(copy: Snapshot, source: duckdb.DuckDBPyConnection, stop: threading.Event | None = None) -> int:
        if not copy.path.name.startswith("."):  # the published copies are not the sandbox's
            callers.append(threading.current_thread().name)
        return written(copy, source, stop)

    monkeypatch.setattr(module, "update", update_noted)
    told: list[tuple[int, list[tuple[int | None, bool]]]] = []  # the position and analysts' copies, announced
    try:
        analytics.start()
        head = store.max_notification_id()
        assert analytics.caught_up(bound=60.0) >= head
        analytics.query("analyst", "SELECT 1", 1, 30)  # its copy, written whole
        snapshots = analytics.snapshots
        assert snapshots is not None
        announce = analytics.steps.stepped

        def stepped() -> None:
            with snapshots._lock:
                copies = [(s.position, s.refreshing) for s in snapshots._pool["analyst"]]
            told.append((analytics.projector.position() if analytics.projector else 0, copies))
            announce()

        monkeypatch.setattr(analytics.steps, "stepped", stepped)
        for seed in range(3):
            (played,) = play_many("maeshowe", {}, "random", 1, 7_000 + seed, workers=1)
            store_played(store, played)
            head = store.max_notification_id()
            told.clear()
            callers.clear()
            sql = f"SELECT count(*) FROM events WHERE match_id = '{played[0].match_id}'"
            assert analytics.query("analyst", sql, 1, 30).rows[0][0] > 0  # the move is in the answer
            assert callers == ["folie-analytics-refresh"], "the query updated its copy beside the refresh"
            announced = [copies for position, copies in told if position >= head]  # the step with the match
            assert announced and all(any(refreshing for _, refreshing in copies) for copies in announced[:1])
    finally:
        analytics.close()
        store.close()


def test_an_update_finds_the_new_rows_of_an_append_only_table_without_reading_its_rows(projected: Path) -> None:
    """Issue 37, flat from 10k to 1M matches: an update finds where each append-only table's new rows begin
    from its row count, which DuckDB reads from its row groups (no scan in the plan), not from
    ``max(rowid)``, which read every row id of every table at every update (0.010 s of CPU for the 15.7M
    events of 100k matches). The mark is the same: an append-only table's row ids are 0 to n - 1."""
    from projections.analytics.snapshots import WHOLE, _marks, marks_sql

    con = open_database(projected, read_only=True)
    try:
        names = [
            row[0]
            for row in con.execute(
                "SELECT table_name FROM duckdb_tables() WHERE schema_name = 'main' ORDER BY table_name"
            ).fetchall()
        ]
        appended = [name for name in names if name not in WHOLE]
        assert "events" in appended
        for name in appended:  # (an empty table's plan scans its no rows)
            row = con.execute(f'SELECT count(*) FROM "{name}"').fetchone()
            if row is not None and row[0] > 0:
                plan = "".join(row[1] for row in con.execute("EXPLAIN " + marks_sql([name])).fetchall())
                assert "Seq Scan" not in plan and "SEQ_SCAN" not in plan, (name, plan)
        marks = _marks(con, names)
        for name in appended:
            row = con.execute(f'SELECT coalesce(max(rowid) + 1, 0) FROM "{name}"').fetchone()
            assert row is not None and int(marks[name]) == row[0], name
    finally:
        con.close()
