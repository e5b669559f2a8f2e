"""The service lets go of a damaged analytics file and opens the rebuilt one, in that order: real files.

Letting go of the damaged file writes to it (DuckDB's checkpoint on close changes its modification
time), so the record of "the damaged file" must be taken after the service's last handle on it is
closed, and a damage is charged to the file the failing connection had open, never to whatever file
is at the path by then. Under load the service used to reopen the damaged file it had just closed,
keep it (unlinked) while ``folie project --rebuild`` wrote the new one, and then mark the good rebuilt
file damaged: these tests make that order happen on a quiet machine, with hooks instead of load.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import suppress
from pathlib import Path
from types import SimpleNamespace
from typing import Any, cast

import duckdb
import pytest
from litestar import Litestar
from litestar.testing import TestClient

from domain.registry import default_engines
from projections.analytics import snapshots
from projections.analytics.database import DatabaseStillOpen, open_database
from projections.store import StoreConfig
from service.app import create_app
from service.extensions import analytics as analytics_extension
from service.settings import Settings
from tests.trust.test_bad_files import ADMIN, folie, match_events, small_store

SQL = {"sql": "SELECT count(*), sum(length(body)) FROM events"}


def damage(path: Path) -> None:
    """Bad checksums in the second data block (rows of ``events``): the file opens, reading fails."""
    with path.open("r+b") as file:
        file.seek(12288 + 262144)
        file.write(b"\xa5" * 4096)


Polls = Callable[[analytics_extension.Analytics, int], None]


@pytest.fixture
def opener_polls(monkeypatch: pytest.MonkeyPatch) -> Iterator[Polls]:
    """``wait(service, n)``: returns once the service's opener has looked at the analytics file ``n``
    more times after the call (every 0.02 s here instead of every 2 s), or has ended (it opened the file)."""
    polls = threading.Semaphore(0)
    identity = analytics_extension._identity

    def counted(path: str) -> Any:
        if threading.current_thread().name == "folie-analytics-open":
            polls.release()
        return identity(path)

    monkeypatch.setattr(analytics_extension, "REOPEN_S", 0.02)
    monkeypatch.setattr(analytics_extension, "_identity", counted)

    def wait(service: analytics_extension.Analytics, n: int) -> None:
        while polls.acquire(blocking=False):  # looks taken before this call (e.g. during a rebuild) do not
            pass  # count: under load they let a wait return before the opener saw the rebuilt file (issue 36)
        deadline = time.monotonic() + 60
        while n > 0:
            assert time.monotonic() < deadline, "the opener neither looked at the file nor opened it"
            if polls.acquire(timeout=0.05):
                n -= 1
            elif service.opener is not None and not service.opener.is_alive():
                return

    yield wait


def test_the_opener_wait_counts_only_the_looks_after_it(opener_polls: Polls, tmp_path: Path) -> None:
    """The wait the tests below lean on (issue 36): looks the opener took before a wait (every 0.02 s
    during a rebuild) must not end it before the opener has looked again; they did, and under load the
    query after a rebuild then met the file not yet reopened (503)."""

    def look() -> None:  # one look of the opener, as its thread takes them
        opener = threading.Thread(target=analytics_extension._identity, args=(str(tmp_path / "a.duckdb"),))
        opener.name = "folie-analytics-open"
        opener.start()
        opener.join()

    for _ in range(3):
        look()
    idle = threading.Event()
    alive = threading.Thread(target=idle.wait)  # the service's opener, still running
    alive.start()
    done = threading.Event()

    def waiting() -> None:
        opener_polls(cast(Any, SimpleNamespace(opener=alive)), 1)
        done.set()

    waiter = threading.Thread(target=waiting)
    waiter.start()
    try:
        assert not done.wait(0.5), "the wait ended on a look taken before it"
        deadline = time.monotonic() + 30
        while not done.is_set() and time.monotonic() < deadline:
            look()
            done.wait(0.1)
        assert done.is_set(), "the wait did not end on a look taken after it"
    finally:
        idle.set()
        alive.join()
        waiter.join()


def owner(analytics: Path) -> analytics_extension.Analytics:
    """The app's analytics object (one per file in a process, listed while it has the file open)."""
    return analytics_extension._owners[str(analytics.resolve())]


def test_the_let_go_file_is_not_reopened_and_the_rebuilt_one_is_never_marked_damaged(
    tmp_path: Path, opener_polls: Polls
) -> None:
    events = small_store(tmp_path / "folie.sqlite")
    analytics = tmp_path / "analytics.duckdb"
    built = folie("project", "--once", "--quiet", events=events, analytics=analytics)
    assert built.returncode == 0, built.stderr
    damage(analytics)
    settings = Settings(
        store=StoreConfig(sqlite_path=str(events)), admin_token="files-admin", analytics_path=str(analytics)
    )
    with TestClient[Litestar](create_app(settings, engines=default_engines())) as client:
        service = owner(analytics)
        damaged = client.post("/analytics/query", headers=ADMIN, json=SQL)
        assert damaged.status_code == 503 and damaged.json()["code"] == "analytics_damaged", damaged.text
        opener_polls(service, 5)  # the let-go is over (the opener starts after it) and the opener has looked 5 times

        status = client.get("/analytics/status", headers=ADMIN)  # the damaged file, changed by its own close,
        assert status.status_code == 503, status.text  # was not reopened
        still = client.post("/analytics/query", headers=ADMIN, json=SQL)
        assert still.status_code == 503, still.text
        problem = still.json()
        assert problem["code"] == "analytics_damaged", problem
        assert str(analytics) in problem["detail"] and "folie project --rebuild --once" in problem["detail"]

        analytics.unlink()  # the rebuild's first step: no empty file of the service's may then be in its way
        opener_polls(service, 5)
        assert not analytics.exists()
        rebuilt = folie("project", "--rebuild", "--once", "--quiet", events=events, analytics=analytics)
        assert rebuilt.returncode == 0, rebuilt.stdout + rebuilt.stderr
        opener_polls(service, 2)  # it has looked at the rebuilt file: opened it, or said why not
        answer = client.post("/analytics/query", headers=ADMIN, json=SQL)
        assert answer.status_code == 200, answer.text
        assert answer.json()["rows"][0][0] == match_events(client)


def test_a_damage_met_through_a_connection_already_let_go_leaves_the_rebuilt_file_open(
    tmp_path: Path, opener_polls: Polls
) -> None:
    """A slow request still reading the damaged file when the rebuilt one is opened reports the damage
    late: the service must not let go of the rebuilt file for it."""
    events = small_store(tmp_path / "folie.sqlite")
    analytics = tmp_path / "analytics.duckdb"
    assert folie("project", "--once", "--quiet", events=events, analytics=analytics).returncode == 0
    damage(analytics)
    elsewhere = tmp_path / "elsewhere.duckdb"  # read at another path: this process caches no instance of the file
    shutil.copy(analytics, elsewhere)
    con = duckdb.connect(str(elsewhere))
    with pytest.raises(duckdb.Error) as late:
        con.execute(SQL["sql"]).fetchall()
    con.close()
    settings = Settings(
        store=StoreConfig(sqlite_path=str(events)), admin_token="files-admin", analytics_path=str(analytics)
    )
    with TestClient[Litestar](create_app(settings, engines=default_engines())) as client:
        service = owner(analytics)
        stale = service.con
        assert stale is not None
        assert client.post("/analytics/query", headers=ADMIN, json=SQL).status_code == 503
        opener_polls(service, 1)
        assert folie("project", "--rebuild", "--once", "--quiet", events=events, analytics=analytics).returncode == 0
        opener_polls(service, 2)
        assert client.post("/analytics/query", headers=ADMIN, json=SQL).status_code == 200
        fresh = service.con

        service.damaged(late.value, stale)
        for thread in threading.enumerate():  # a let-go it started would be over
            if thread.name == "folie-analytics-release":
                thread.join()
        assert service.con is fresh
        assert client.get("/analytics/status", headers=ADMIN).json()["running"]
        assert client.post("/analytics/query", headers=ADMIN, json=SQL).status_code == 200


def test_a_publisher_busy_reading_the_damaged_file_is_stopped_before_the_file_is_let_go(
    tmp_path: Path, opener_polls: Polls, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Every connection to the damaged file's DuckDB instance is closed before the opener looks for the
    rebuilt file. Under load the publisher (the copy for other processes) was still reading the damaged
    file seconds after the let-go, its cursor keeping DuckDB's instance of the old file alive, so the
    rebuilt file could not be opened in time: here it stays busy reading until it is told to stop."""
    events = small_store(tmp_path / "folie.sqlite")
    analytics = tmp_path / "analytics.duckdb"
    assert folie("project", "--once", "--quiet", events=events, analytics=analytics).returncode == 0
    damage(analytics)
    busy, done = threading.Event(), threading.Event()

    def publishing(publisher: snapshots.Publisher, *, force: bool = False) -> bool:
        """A publication that reads the file until it is told to stop. It keeps a cursor of the file's
        connection open as a real one does, but not the copies' write lock (``update`` holds it): a
        query's first copy (``lend``) would wait for it, and the damage that starts the let-go, found
        by that query, would then only be found once this loop gave up (4 minutes of waiting)."""
        busy.set()
        with publisher.con.cursor() as cursor:
            deadline = time.monotonic() + 120  # longer than the let-go ever waited for the projector thread
            while time.monotonic() < deadline and not publisher._stop.is_set():
                with suppress(duckdb.Error):  # the damaged blocks fail; a long copy keeps reading
                    cursor.execute(SQL["sql"]).fetchall()
                time.sleep(0.05)
        done.set()
        raise snapshots.SnapshotStopped("the publication was stopped")

    monkeypatch.setattr(snapshots.Publisher, "publish", publishing)
    # the let-go must stop the publication itself, not wait out its join of the projector thread (30 s;
    # that thread's end waits for the publication): longer than the let-go's wait below, so it cannot
    monkeypatch.setattr(analytics_extension, "JOIN_S", 600.0)
    settings = Settings(
        store=StoreConfig(sqlite_path=str(events)), admin_token="files-admin", analytics_path=str(analytics)
    )
    with TestClient[Litestar](create_app(settings, engines=default_engines())) as client:
        service = owner(analytics)
        assert busy.wait(60), "the publisher never started a copy"
        damaged = client.post("/analytics/query", headers=ADMIN, json=SQL)
        assert damaged.status_code == 503 and damaged.json()["code"] == "analytics_damaged", damaged.text
        deadline = time.monotonic() + 60
        while service.opener is None or not service.opener.is_alive():  # the let-go is over
            assert time.monotonic() < deadline, "the let-go never ended"
            time.sleep(0.02)
        assert done.is_set(), "the damaged file was let go of while the publisher still read it"

        rebuilt = folie("project", "--rebuild", "--once", "--quiet", events=events, analytics=analytics)
        assert rebuilt.returncode == 0, rebuilt.stdout + rebuilt.stderr
        opener_polls(service, 2)  # it has looked at the rebuilt file: opened it, or said why not
        answer = client.post("/analytics/query", headers=ADMIN, json=SQL)
        assert answer.status_code == 200, answer.text
        assert answer.json()["rows"][0][0] == match_events(client)


def replace_file(path: Path, value: int) -> None:
    """A new file at ``path``, written by another process (this one would reuse its cached instance)."""
    path.unlink()
    script = f"import duckdb; c = duckdb.connect({str(path)!r}); c.execute('CREATE TABLE t AS SELECT {value} AS v')"
    subprocess.run([sys.executable, "-c", script + "; c.close()"], check=True)


def test_a_fresh_open_refuses_an_instance_something_still_holds(tmp_path: Path) -> None:
    """DuckDB hands back its cached instance of a path while anything (an Arrow reader is enough) still
    holds it, even once the file was replaced: a fresh open says so instead of reading the old file."""
    path = tmp_path / "a.duckdb"
    first = open_database(path, fresh=True)
    first.execute("CREATE TABLE t AS SELECT 1 AS v")
    cursor = first.cursor()
    reader = cursor.sql("SELECT v FROM t").to_arrow_reader(10)
    cursor.close()
    first.close()
    replace_file(path, 2)

    with pytest.raises(DatabaseStillOpen, match=str(path)):
        open_database(path, fresh=True)
    del reader
    second = open_database(path, fresh=True)
    try:
        assert second.execute("SELECT v FROM t").fetchall() == [(2,)]
    finally:
        second.close()
