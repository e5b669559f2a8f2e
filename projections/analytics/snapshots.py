"""Read-only copies of the analytics file for the SQL sandbox's processes, one per audience.

Ad-hoc SQL runs in a process of its own (:mod:`projections.analytics.sandbox_process`), but DuckDB
lets only one process open a file while another writes it (even a read-only open is refused), and
the API worker's projector holds the analytics file as long as it runs. So a query's process opens a
snapshot instead: a separate DuckDB file the worker writes from the analytics tables, streamed in
Arrow batches from one read-only transaction (every table as of one position), when a query comes
and the projector has moved on since the last snapshot was written (and that one is at least
``max_age`` seconds old). Measured figures are in ``docs/analytics.md``.

Two audiences see two snapshots:

* ``admin``: every table as it is (the file holds no credential: see the projector);
* ``analyst``: finished matches fully, running matches only as far as the public view shows them:
  their events' ``type`` and ``body`` are the public ones (``public_type``, ``public_body``), their
  seed is hidden, and a dead letter's error text is left out. Tables this module does not know are
  not copied for analysts at all.
"""

from __future__ import annotations

import contextlib
import logging
import os
import threading
import time
import uuid
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

import duckdb

from projections.analytics.schema import TRACKING

log = logging.getLogger("folie.analytics")

Audience = Literal["admin", "analyst"]
AUDIENCES: tuple[Audience, ...] = ("admin", "analyst")
BATCH_ROWS = 50_000
WRITER_MEMORY = "256MB"

_FINISHED = "match_id IN (SELECT match_id FROM match_results)"
ANALYST_FILTERED = {
    "events": f"""SELECT * REPLACE (
            CASE WHEN {_FINISHED} THEN type ELSE public_type END AS type,
            CASE WHEN {_FINISHED} THEN body ELSE public_body END AS body)
        FROM events""",
    "match_created": f"SELECT * REPLACE (CASE WHEN {_FINISHED} THEN seed END AS seed) FROM match_created",
    "dead_letters": f"SELECT * REPLACE (CASE WHEN {_FINISHED} THEN error END AS error) FROM dead_letters",
}
"""Tables analysts see through a filter (running matches as the public view shows them)."""
ANALYST_AS_IS = frozenset(
    {"projection_tracking", "statistics", "phase_marks", "match_results", "seats", "stand_ins", "undos", "chat"}
)
"""Tables with nothing a running match hides: declarations, written when a match finishes, or public as
they happen."""


def analyst_select(table: str) -> str | None:
    """What analysts see of ``table`` (``None``: nothing). Per-game fact tables (``<game>_<scope>_stats``,
    ``<game>_<scope>_by_<dimension>``) are written when a match finishes, so they are copied whole."""
    if table in ANALYST_FILTERED:
        return ANALYST_FILTERED[table]
    if table in ANALYST_AS_IS or table.endswith("_stats") or "_match_by_" in table or "_seat_by_" in table:
        return f'SELECT * FROM "{table}"'
    return None


@dataclass
class Snapshot:
    path: Path
    position: int
    written: float
    users: int = 0


class Snapshots:
    """The current snapshot per audience, rewritten when stale; old ones are deleted once unused."""

    def __init__(self, con: duckdb.DuckDBPyConnection, directory: Path, *, max_age: float = 0.0) -> None:
        self.con = con
        self.directory = directory
        self.max_age = max_age
        self._lock = threading.Lock()
        self._current: dict[str, Snapshot] = {}
        directory.mkdir(parents=True, exist_ok=True)
        for leftover in directory.glob("*.duckdb*"):  # from a previous run: nobody reads them any more
            leftover.unlink(missing_ok=True)

    @contextlib.contextmanager
    def use(self, audience: Audience, position: int) -> Iterator[Snapshot]:
        """A snapshot at ``position`` (or one at most ``max_age`` old), kept on disk while in use."""
        with self._lock:
            snapshot = self._current.get(audience)
            if snapshot is None or (
                snapshot.position != position and time.monotonic() - snapshot.written >= self.max_age
            ):
                fresh = self._write(audience)
                self._current[audience] = fresh
                if snapshot is not None and snapshot.users == 0:
                    _remove(snapshot.path)
                snapshot = fresh
            snapshot.users += 1
        try:
            yield snapshot
        finally:
            with self._lock:
                snapshot.users -= 1
                if snapshot.users == 0 and self._current.get(audience) is not snapshot:
                    _remove(snapshot.path)

    def close(self) -> None:
        with self._lock:
            for snapshot in self._current.values():
                if snapshot.users == 0:
                    _remove(snapshot.path)
            self._current.clear()

    def _write(self, audience: Audience) -> Snapshot:
        target = self.directory / f"{audience}-{uuid.uuid4().hex}.duckdb"
        position = write_snapshot(self.con, target, audience)
        return Snapshot(target, position, time.monotonic())


class SnapshotStopped(Exception):
    """The snapshot's reader was asked to stop (its file is being let go of): nothing was written."""


def write_snapshot(
    con: duckdb.DuckDBPyConnection, target: Path, audience: Audience, stop: threading.Event | None = None
) -> int:
    """Write what ``audience`` sees of the file behind ``con`` into a new DuckDB file ``target`` (every
    table as of one position, streamed in Arrow batches); returns that position. ``stop``, checked
    before each table, ends it early (:class:`SnapshotStopped`)."""
    started = time.perf_counter()
    source = con.cursor()
    out = duckdb.connect(str(target), config={"threads": 1, "memory_limit": WRITER_MEMORY})
    try:
        source.execute("BEGIN TRANSACTION READ ONLY")
        row = source.execute("SELECT position FROM projection_tracking WHERE name = ?", [TRACKING]).fetchone()
        position = int(row[0]) if row else 0
        tables = source.execute(
            "SELECT table_name, sql FROM duckdb_tables() WHERE database_name = current_database() "
            "AND schema_name = 'main' ORDER BY table_name"
        ).fetchall()
        for name, ddl in tables:
            if stop is not None and stop.is_set():
                raise SnapshotStopped(f"the snapshot of {name} was stopped")
            select = f'SELECT * FROM "{name}"' if audience == "admin" else analyst_select(name)
            if select is None:
                continue
            out.execute(ddl)
            reader = source.sql(select).to_arrow_reader(BATCH_ROWS)
            try:
                out.from_arrow(reader).insert_into(f'"{name}"')
            finally:
                reader.close()  # an open reader alone keeps the instance of the file alive (database.py)
        for (ddl,) in source.execute(
            "SELECT sql FROM duckdb_views() WHERE database_name = current_database() AND NOT internal"
        ).fetchall():
            out.execute(ddl)
        out.execute("CHECKPOINT")
    except BaseException:
        out.close()
        _remove(target)
        raise
    finally:
        with contextlib.suppress(duckdb.Error):
            source.execute("ROLLBACK")
        source.close()
    out.close()
    log.info(
        "analytics snapshot for %s at position %s written in %.3f s", audience, position, time.perf_counter() - started
    )
    return position


def published_path(analytics: str | Path) -> Path:
    """Where the owner of ``analytics`` publishes the copy other processes read while it holds the file."""
    path = Path(analytics)
    return path.with_name(path.name + ".published.duckdb")


class Publisher:
    """Publishes a read-only copy of the analytics file for other processes (``folie sql``, ``report``,
    ``export`` on the same host, or any DuckDB) while this process holds the file.

    DuckDB refuses every other process a file that one process writes, even read-only. So after a
    projector step, when the position has moved and enough time has passed, the owner writes an admin
    snapshot beside the file and renames it onto :func:`published_path` (readers holding the previous
    one keep reading it). It is as private as the analytics file: mode 0600. To keep its cost a small
    share of the projector's time, it is written at most every ``every`` seconds and never more
    often than ten times its own last writing time."""

    def __init__(self, con: duckdb.DuckDBPyConnection, analytics: str | Path, *, every: float = 5.0) -> None:
        self.con = con
        self.path = published_path(analytics)
        self.every = every
        self.position: int | None = None
        self._last = -float("inf")
        self._cost = 0.0
        self._thread: threading.Thread | None = None
        self._stop = threading.Event()
        self._starting = threading.Lock()
        """Held while a publication thread is created and started: ``close`` never sees one half-made
        (joining a thread not yet started raises), and ``abandon`` never lets one start after it."""

    def __call__(self) -> None:
        """After a projector step: publish in a thread of its own if due (the projector goes on: writing
        the copy of a big file takes seconds, which would otherwise delay every event by as much)."""
        if time.monotonic() - self._last < max(self.every, 10 * self._cost):
            return
        with self._starting:
            if self._stop.is_set() or (self._thread is not None and self._thread.is_alive()):
                return
            thread = threading.Thread(target=self._publish_logged, name="folie-analytics-publish", daemon=True)
            thread.start()
            self._thread = thread

    def _publish_logged(self) -> None:
        """A failure is logged and retried later, never raised (readers keep the previous copy)."""
        try:
            self.publish(force=True)
        except SnapshotStopped:
            pass
        except (duckdb.Error, OSError) as error:
            self._last = time.monotonic()
            log.warning("analytics snapshot for other processes not published: %s", error)

    def close(self) -> None:
        """Wait for a publication under way (before the connection it reads is closed)."""
        with self._starting:
            thread = self._thread
        if thread is not None:
            thread.join()

    def abandon(self) -> None:
        """Stop publishing: end a publication under way at its next table and wait for it, so that none
        reads the file once its connection is closed (its cursor would keep DuckDB's instance of the
        file, damaged or replaced, alive for seconds). The previous copy stays published."""
        with self._starting:
            self._stop.set()
        self.close()

    def publish(self, *, force: bool = False) -> bool:
        """Publish if due (``force``: whenever the position moved); returns whether it wrote."""
        now = time.monotonic()
        if not force and now - self._last < max(self.every, 10 * self._cost):
            return False
        with self.con.cursor() as cursor:
            row = cursor.execute("SELECT position FROM projection_tracking WHERE name = ?", [TRACKING]).fetchone()
        position = int(row[0]) if row else 0
        if position == self.position and self.path.exists():
            return False
        started = time.perf_counter()
        partial = self.path.with_name(f".{self.path.name}.{uuid.uuid4().hex[:8]}")
        try:
            self.position = write_snapshot(self.con, partial, "admin", self._stop)
            os.chmod(partial, 0o600)
            os.replace(partial, self.path)
        except BaseException:
            _remove(partial)
            raise
        self._cost = time.perf_counter() - started
        self._last = time.monotonic()
        return True


def _remove(path: Path) -> None:
    for leftover in (path, path.with_name(path.name + ".wal")):
        leftover.unlink(missing_ok=True)
