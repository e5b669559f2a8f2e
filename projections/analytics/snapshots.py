"""Read-only copies of the analytics file for other processes, one per audience, kept up to date by
appending what the projector wrote since (never rewritten whole once written).

DuckDB lets only one process open a file while another writes it (even a read-only open is refused),
and the projector's process holds the analytics file as long as it runs. So whoever reads it from
another process reads a *copy*: a separate DuckDB file the owner writes from the analytics tables in
one read-only transaction (every table as of one position). Two readers use them:

* the SQL sandbox's child process (:mod:`projections.analytics.sandbox_process`), for every
  ``POST /analytics/query`` (:class:`Snapshots`: a small pool of copies per audience);
* ``folie sql``, ``report`` and ``export`` while the file is held (:class:`Publisher`: the copy is
  published under a fixed name, ``<file>.published.duckdb``).

A copy is written whole once (its cost grows with the file: seconds at a million events), then
brought up to date by :func:`update`, whose cost grows with what the projector wrote since, not with
the file: the projector's tables are append-only (the rows past those already copied are the rows
whose ``rowid`` is past the last one copied), except a few small ones it rewrites
(:data:`WHOLE`), which are copied whole every time. Measured figures are in ``docs/analytics.md``.

Two audiences see two copies:

* ``admin``: every table as it is (the file holds no credential: see the projector);
* ``analyst``: finished matches fully, running matches only as far as the public view shows them:
  their events' ``type`` and ``body`` are the public ones (``public_type``, ``public_body``), their
  seed is hidden, and a dead letter's error text is left out. Tables this module does not know are
  not copied for analysts at all. When a match finishes, the rows of it an analyst copy holds in their
  public form are replaced by the whole ones.
"""

from __future__ import annotations

import contextlib
import logging
import os
import shutil
import threading
import time
import uuid
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

import duckdb

from projections.analytics.schema import TRACKING

log = logging.getLogger("folie.analytics")

Audience = Literal["admin", "analyst"]
AUDIENCES: tuple[Audience, ...] = ("admin", "analyst")
BATCH_ROWS = 50_000
WRITER_MEMORY = "256MB"
WHOLE = frozenset({"projection_tracking", "statistics", "phase_marks", "dead_letters"})
"""Tables the projector updates or deletes rows of (small ones): copied whole at every update. Every
other table only ever gets rows appended (``tests/analytics/test_copies.py`` checks an updated copy
against one written whole, table by table)."""

_FINISHED = "match_id IN (SELECT match_id FROM match_results)"
ANALYST_COLUMNS = {
    "events": f"""* REPLACE (
            CASE WHEN {_FINISHED} THEN type ELSE public_type END AS type,
            CASE WHEN {_FINISHED} THEN body ELSE public_body END AS body)""",
    "match_created": f"* REPLACE (CASE WHEN {_FINISHED} THEN seed END AS seed)",
    "dead_letters": f"* REPLACE (CASE WHEN {_FINISHED} THEN error END AS error)",
}
ANALYST_FILTERED = {table: f"SELECT {columns} FROM {table}" for table, columns in ANALYST_COLUMNS.items()}
REVEALED = ("events", "match_created")
"""Tables whose rows of a running match analysts see in part, and whole once it has finished."""
"""Tables analysts see through a filter (running matches as the public view shows them)."""
ANALYST_AS_IS = frozenset(
    {"projection_tracking", "statistics", "phase_marks", "match_results", "seats", "stand_ins", "undos", "chat"}
)
"""Tables with nothing a running match hides: declarations, written when a match finishes, or public as
they happen."""


def analyst_select(table: str) -> str | None:
    """What analysts see of ``table`` (``None``: nothing). Per-game fact tables (``<game>_<scope>_stats``,
    ``<game>_<scope>_by_<dimension>``) are written when a match finishes, so they are copied whole."""
    columns = _columns(table, "analyst")
    return None if columns is None else f'SELECT {columns} FROM "{table}"'


def _columns(table: str, audience: Audience) -> str | None:
    """The select list ``audience`` sees of ``table`` (``None``: the table is not copied for it)."""
    if audience == "admin":
        return "*"
    if table in ANALYST_COLUMNS:
        return ANALYST_COLUMNS[table]
    if table in ANALYST_AS_IS or table.endswith("_stats") or "_match_by_" in table or "_seat_by_" in table:
        return "*"
    return None


class SnapshotStopped(Exception):
    """The copy's reader was asked to stop (its file is being let go of): the copy is left as it was."""


class CopyHeld(Exception):
    """Another process holds the copy (a reader opened it meanwhile): it is left as it was."""


@dataclass
class Snapshot:
    """A copy of what ``audience`` sees of the analytics file, at ``position`` (``None``: not written yet).
    ``tables`` holds, per table copied, its definition and the ``rowid`` after the last row copied."""

    path: Path
    audience: Audience
    position: int | None = None
    written: float = -float("inf")
    users: int = 0
    tables: dict[str, tuple[str, int]] = field(default_factory=dict)
    views: dict[str, str] = field(default_factory=dict)
    marks: dict[str, str] = field(default_factory=dict)
    """Digests of the :data:`WHOLE` tables as copied."""
    cost: float = 0.0
    """Seconds the last update took."""
    writing: bool = False
    """An update is under way (the file must not be cloned meanwhile)."""
    refreshing: bool = False
    """The update under way is :meth:`Snapshots.refresh`'s (a query waits for it rather than writing a copy)."""

    def clone(self, path: Path) -> Snapshot:
        """A new copy at ``path``: this one's file copied as it is (a file copy, much cheaper than writing
        a copy whole from the tables), to be brought up to date by :func:`update`. This one must not be
        updated meanwhile (readers may hold it)."""
        partial = path.with_name(path.name + ".partial")
        try:
            shutil.copyfile(self.path, partial)
            os.chmod(partial, 0o600)
            os.replace(partial, path)
        except BaseException:
            partial.unlink(missing_ok=True)
            raise
        return Snapshot(
            path, self.audience, self.position, self.written, 0, dict(self.tables), dict(self.views), dict(self.marks)
        )

    def forget(self) -> None:
        """Delete the file: the next :func:`update` writes it whole."""
        self.position, self.tables, self.views, self.marks = None, {}, {}, {}
        _remove(self.path)


def update(snapshot: Snapshot, con: duckdb.DuckDBPyConnection, stop: threading.Event | None = None) -> int:
    """Bring ``snapshot`` up to the position of the file behind ``con`` (written whole the first time, then
    only what was appended since); returns that position. One transaction on each side: on any error the
    file is deleted and the next update writes it whole. ``stop``, checked before each table, ends it
    early (:class:`SnapshotStopped`). No other process may have the file open meanwhile."""
    started = time.perf_counter()
    try:
        position = _update(snapshot, con, stop)
    except CopyHeld:
        raise
    except BaseException:
        snapshot.forget()
        raise
    snapshot.cost = time.perf_counter() - started
    snapshot.written = time.monotonic()
    log.debug("analytics copy for %s at position %s updated in %.3f s", snapshot.audience, position, snapshot.cost)
    return position


def _update(snapshot: Snapshot, con: duckdb.DuckDBPyConnection, stop: threading.Event | None) -> int:
    if snapshot.position is None:
        _remove(snapshot.path)
        snapshot.tables, snapshot.views, snapshot.marks = {}, {}, {}
    try:
        out = duckdb.connect(str(snapshot.path), config={"threads": 1, "memory_limit": WRITER_MEMORY})
    except duckdb.IOException as error:
        if "lock" in str(error).lower():
            raise CopyHeld(str(error)) from error
        raise
    source = con.cursor()
    tables = dict(snapshot.tables)
    try:
        source.execute("BEGIN TRANSACTION READ ONLY")
        position = int(_one(source, "SELECT position FROM projection_tracking WHERE name = ?", [TRACKING]) or 0)
        live = {
            name: ddl
            for name, ddl in source.execute(
                "SELECT table_name, sql FROM duckdb_tables() WHERE database_name = current_database() "
                "AND schema_name = 'main' ORDER BY table_name"
            ).fetchall()
            if _columns(name, snapshot.audience) is not None
        }
        marks = _marks(source, list(live))
        out.execute("BEGIN TRANSACTION")
        results = tables.get("match_results")
        if snapshot.audience == "analyst" and results is not None and int(marks["match_results"]) > results[1]:
            _reveal_finished(source, out, tables)
        for name, ddl in live.items():
            if stop is not None and stop.is_set():
                raise SnapshotStopped(f"the copy of {name} was stopped")
            columns = _columns(name, snapshot.audience)
            known = tables.get(name)
            whole = name in WHOLE
            upto = 0 if whole else int(marks[name])
            since = 0
            if known is None or known[0] != ddl:
                if known is not None:
                    out.execute(f"DROP TABLE {_quoted(name)}")
                out.execute(ddl)
            elif whole:
                if snapshot.marks.get(name) == marks[name]:
                    continue
                out.execute(f"DELETE FROM {_quoted(name)}")
            elif upto < known[1]:  # rows went away: not the append-only table this copy followed
                raise duckdb.InvalidInputException(f"{name} lost rows since it was copied")
            else:
                since = known[1]
            if whole or upto > since:
                _copy(source, out, name, f"SELECT {columns} FROM {_quoted(name)} WHERE rowid >= ?", [since])
            tables[name] = (ddl, upto)
        for name in [name for name in tables if name not in live]:
            out.execute(f"DROP TABLE IF EXISTS {_quoted(name)}")
            del tables[name]
        views = dict(
            source.execute(
                "SELECT view_name, sql FROM duckdb_views() WHERE database_name = current_database() AND NOT internal"
            ).fetchall()
        )
        for name, ddl in views.items():
            if snapshot.views.get(name) != ddl:
                out.execute(f'DROP VIEW IF EXISTS "{name}"')
                out.execute(ddl)
        out.execute("COMMIT")
        out.execute("CHECKPOINT")
    except BaseException:
        out.close()
        raise
    finally:
        with contextlib.suppress(duckdb.Error):
            source.execute("ROLLBACK")
        source.close()
    out.close()
    snapshot.tables, snapshot.views, snapshot.position = tables, views, position
    snapshot.marks = {name: mark for name, mark in marks.items() if name in WHOLE}
    return position


def _quoted(name: str) -> str:
    return '"' + name.replace('"', '""') + '"'


def _marks(source: duckdb.DuckDBPyConnection, names: list[str]) -> dict[str, str]:
    """In one query, per table: the ``rowid`` after its last row (append-only tables), or a digest of its
    rows (the :data:`WHOLE` ones, copied again only when it changed). An append-only table's rows have the
    row ids 0 to n - 1, so the one after the last is its row count, which DuckDB reads from its row groups'
    counts: ``max(rowid)`` read every row id (0.010 s of CPU for the 15.7M events of 100k matches, ten
    times that at 1M, at every update; issue 37, flat from 10k to 1M)."""
    sql = marks_sql(names)
    return dict(source.execute(sql).fetchall()) if sql else {}


def marks_sql(names: list[str]) -> str:
    """The query of :func:`_marks` (``""``: no table)."""
    parts = []
    for name in names:
        label = "'" + name.replace("'", "''") + "'"
        if name in WHOLE:
            value = "md5(coalesce(string_agg(CAST(x AS VARCHAR), chr(10) ORDER BY CAST(x AS VARCHAR)), ''))"
        else:
            value = "CAST(count(*) AS VARCHAR)"
        parts.append(f"SELECT {label} AS name, {value} AS mark FROM {_quoted(name)} x")
    return " UNION ALL ".join(parts)


def _one(cursor: duckdb.DuckDBPyConnection, sql: str, params: list[Any] | None = None) -> Any:
    """The first value of the first row (``None``: no row), the result read to its end."""
    rows = cursor.execute(sql, params or []).fetchall()
    return rows[0][0] if rows else None


def _copy(
    source: duckdb.DuckDBPyConnection, out: duckdb.DuckDBPyConnection, name: str, select: str, params: list[Any]
) -> None:
    """Append the rows of ``select`` on ``source`` to table ``name`` of ``out``, streamed in Arrow batches."""
    reader = source.sql(select, params=params).to_arrow_reader(BATCH_ROWS)
    try:
        out.from_arrow(reader).insert_into(f'"{name}"')
    finally:
        reader.close()  # an open reader alone keeps the instance of the file alive (database.py)


def _reveal_finished(
    source: duckdb.DuckDBPyConnection, out: duckdb.DuckDBPyConnection, tables: dict[str, tuple[str, int]]
) -> None:
    """In an analyst copy, the rows already copied of the matches finished since (public then) are
    replaced by what analysts see of a finished match. Only the log since the first of those matches was
    created is read (``notification_id`` bounds the scans on both sides)."""
    results = tables.get("match_results")
    if results is None:
        return
    finished = [
        row[0] for row in source.execute("SELECT match_id FROM match_results WHERE rowid >= ?", [results[1]]).fetchall()
    ]
    if not finished:
        return
    created = "SELECT min(notification_id) FROM match_created WHERE match_id IN (SELECT unnest(?::UUID[]))"
    first = _one(source, created, [finished])
    if first is None:  # no creation row (a dead letter): the whole log is read, rarely
        first = 0
    for name in REVEALED:
        known = tables.get(name)
        if known is None:
            continue
        matches = "notification_id >= ? AND match_id IN (SELECT unnest(?::UUID[]))"
        out.execute(f'DELETE FROM "{name}" WHERE {matches}', [first, finished])
        _copy(
            source,
            out,
            name,
            f'SELECT {ANALYST_COLUMNS[name]} FROM "{name}" WHERE rowid < ? AND {matches}',
            [known[1], first, finished],
        )


class Snapshots:
    """The SQL sandbox's copies, a few per audience (one per query running at once). After each projector
    step the owner brings the freshest free copy of each audience queried lately up to date
    (:meth:`claim`, before the step is announced; each copy in a thread of the publisher's), so that a query
    waits for that refresh rather than updating the copy beside it, then only runs its child; a query that
    finds its copy behind and no refresh under way brings it up to date
    itself (and, with ``max_age``, only if it is at least that old); deleted when the service lets go of
    the file."""

    SPARE = 2
    """Copies per audience the refresh keeps at most: while a query holds one, the other is brought up to
    date (cloned once from the held one: a file copy), so the query after it finds the step's rows."""
    REFRESH_WINDOW = 300.0
    """Seconds after an audience's last query during which its copy is refreshed after each step (an
    audience nobody queries costs nothing)."""

    def __init__(
        self,
        con: duckdb.DuckDBPyConnection,
        directory: Path,
        *,
        max_age: float = 0.0,
        seed: Callable[[Path], Snapshot | None] | None = None,
    ) -> None:
        self.con = con
        self.directory = directory
        self.max_age = max_age
        self.seed = seed
        """Where the first admin copy may be cloned from rather than written whole (the publisher's copy:
        :meth:`Publisher.lend`, a file copy, seconds at a million events instead of minutes); ``None``: none."""
        self._lock = threading.Lock()
        self._changed = threading.Condition(self._lock)
        """Notified when a refresh lets go of a copy."""
        self._pool: dict[Audience, list[Snapshot]] = {audience: [] for audience in AUDIENCES}
        self._queried: dict[Audience, float] = {}
        directory.mkdir(parents=True, exist_ok=True)
        for leftover in directory.glob("*.duckdb*"):  # from a previous run: nobody reads them any more
            leftover.unlink(missing_ok=True)

    @contextlib.contextmanager
    def use(self, audience: Audience, position: int) -> Iterator[Snapshot]:
        """A copy at ``position`` or later (or one at most ``max_age`` old), no other query's meanwhile.
        While a refresh is under way and no free copy is at ``position`` yet, the query waits for the
        refresh (it brings a copy there) rather than updating or writing a copy of its own. A new copy (a
        second query while the first runs) is cloned from one no update is writing, or written whole when
        there is none (the first query of an audience)."""
        source: Snapshot | None = None
        with self._changed:
            self._queried[audience] = time.monotonic()
            pool = self._pool[audience]
            while True:  # a refresh under way brings a copy to the step: wait for it rather than update one too
                free = [s for s in pool if s.users == 0 and s.position is not None]
                fresh = [s for s in free if (s.position or 0) >= position]
                if fresh or not any(s.refreshing for s in pool):
                    break
                self._changed.wait(1.0)
            if free:
                snapshot = max(free, key=lambda s: s.position or 0)
            else:
                snapshot = Snapshot(self.directory / f"{audience}-{uuid.uuid4().hex}.duckdb", audience)
                ready = [s for s in pool if s.position is not None and not s.writing]
                if ready:
                    source = max(ready, key=lambda s: s.position or 0)
                    source.users += 1  # pinned: nobody updates it while it is cloned
                pool.append(snapshot)
            snapshot.users += 1
            snapshot.writing = True
        try:
            if source is not None:
                try:
                    cloned = source.clone(snapshot.path)
                finally:
                    with self._lock:
                        source.users -= 1
                snapshot.position, snapshot.written = cloned.position, cloned.written
                snapshot.tables, snapshot.views, snapshot.marks = cloned.tables, cloned.views, cloned.marks
            elif snapshot.position is None and audience == "admin" and self.seed is not None:
                lent = self.seed(snapshot.path)  # the publisher's copy, cloned: then only what was appended since
                if lent is not None:
                    snapshot.position, snapshot.written = lent.position, lent.written
                    snapshot.tables, snapshot.views, snapshot.marks = lent.tables, lent.views, lent.marks
            if snapshot.position is None or (
                snapshot.position < position and time.monotonic() - snapshot.written >= self.max_age
            ):
                update(snapshot, self.con)
            with self._lock:
                snapshot.writing = False
            yield snapshot
        finally:
            with self._lock:
                snapshot.writing = False
                snapshot.users -= 1
                if snapshot.position is None:  # its update failed: the file is gone already
                    _remove(snapshot.path)
                    self._pool[audience].remove(snapshot)

    def refresh(self, position: int, stop: threading.Event | None = None) -> int:
        """Bring the freshest free copy of each audience queried in the last :data:`REFRESH_WINDOW` seconds
        up to ``position`` (what the projector appended since: a fraction of a second, whatever the file's
        size), one audience after the other; returns how many were updated (:meth:`claim`, the jobs run
        here)."""
        return sum(job(stop) for job in self.claim(position))

    def claim(self, position: int) -> list[Callable[[threading.Event | None], int]]:
        """After a step: the copies to bring up to ``position``, the freshest free copy of each audience
        queried in the last :data:`REFRESH_WINDOW` seconds, marked as refreshing *now*, before the step is
        announced to the queries waiting for it. A query the step wakes then finds its copy's refresh
        under way and waits for it, instead of updating the copy itself beside the refresh (two updates of
        the same rows on a busy machine, issue 37). Each job brings one copy up and returns 1 (0: not
        updated); they are meant to run at once, one thread each. A copy a query holds is left alone (that
        query updates it) and a second one is made beside it (cloned once: a file copy; a query does not
        wait for the clone, only for the update after it); a failure is logged and the copy deleted (the
        next query writes it whole)."""
        jobs: list[Callable[[threading.Event | None], int]] = []
        for audience in AUDIENCES:
            with self._lock:
                queried = self._queried.get(audience)
                if queried is None or time.monotonic() - queried > self.REFRESH_WINDOW:
                    continue
                pool = self._pool[audience]
                free = [s for s in pool if s.users == 0 and s.position is not None]
                source: Snapshot | None = None
                if free:
                    snapshot = max(free, key=lambda s: s.position or 0)
                else:  # a query holds the only copy: a second one, so that the next query finds it fresh
                    ready = [s for s in pool if s.position is not None and not s.writing]
                    if not ready or len(pool) >= self.SPARE:
                        continue
                    source = max(ready, key=lambda s: s.position or 0)
                    if (source.position or 0) >= position:
                        continue
                    source.users += 1  # pinned: nobody updates it while it is cloned
                    snapshot = Snapshot(self.directory / f"{audience}-{uuid.uuid4().hex}.duckdb", audience)
                    pool.append(snapshot)
                if source is None and (snapshot.position or 0) >= position:
                    continue
                snapshot.users += 1
                snapshot.writing = True
                snapshot.refreshing = source is None  # a clone is not waited for: only its update is
            jobs.append(self._refresh_job(snapshot, source, pool))
        return jobs

    def _refresh_job(
        self, snapshot: Snapshot, source: Snapshot | None, pool: list[Snapshot]
    ) -> Callable[[threading.Event | None], int]:
        def job(stop: threading.Event | None = None) -> int:
            try:
                if source is not None:
                    try:
                        cloned = source.clone(snapshot.path)
                    finally:
                        with self._lock:
                            source.users -= 1
                    with self._lock:
                        snapshot.position, snapshot.written, snapshot.tables = (
                            cloned.position,
                            cloned.written,
                            cloned.tables,
                        )
                        snapshot.views, snapshot.marks = cloned.views, cloned.marks
                        snapshot.refreshing = True
                if stop is not None and stop.is_set():
                    return 0
                update(snapshot, self.con, stop)
                return 1
            except (CopyHeld, SnapshotStopped):
                return 0
            except (duckdb.Error, OSError) as error:
                log.warning("analytics copy for %s queries not refreshed: %s", snapshot.audience, error)
                return 0
            finally:
                with self._changed:
                    snapshot.users -= 1
                    snapshot.writing = snapshot.refreshing = False
                    if snapshot.position is None:  # its update failed: the file is gone already
                        _remove(snapshot.path)
                        if snapshot in pool:
                            pool.remove(snapshot)
                    self._changed.notify_all()

        return job

    def close(self) -> None:
        with self._lock:
            for pool in self._pool.values():
                for snapshot in pool:
                    if snapshot.users == 0:
                        _remove(snapshot.path)
                pool.clear()


def write_snapshot(
    con: duckdb.DuckDBPyConnection, target: Path, audience: Audience, stop: threading.Event | None = None
) -> int:
    """Write what ``audience`` sees of the file behind ``con`` into a new DuckDB file ``target`` (every
    table as of one position); returns that position."""
    return update(Snapshot(Path(target), audience), con, stop)


def published_path(analytics: str | Path) -> Path:
    """Where the owner of ``analytics`` publishes the copy other processes read while it holds the file."""
    path = Path(analytics)
    return path.with_name(path.name + ".published.duckdb")


class Publisher:
    """Publishes a read-only copy of the analytics file for other processes (``folie sql``, ``report``,
    ``export`` on the same host, or any DuckDB) while this process holds the file.

    DuckDB refuses every other process a file that one process writes, even read-only. So after a
    projector step, when the position has moved, the owner brings a copy of its own up to date
    (:func:`update`: what the step appended) and links it onto :func:`published_path` (readers holding
    the previous one keep reading it). The copy just published is never written again while it is
    published: the next step updates another one, one no reader holds (DuckDB's lock says so), written
    whole only the first time. They are as private as the analytics file: mode 0600. To keep its cost a
    small share of the machine, it publishes at most every ``every`` seconds and never more often than
    ``COST_SHARE`` times its own last update's CPU time."""

    COST_SHARE = 5.0
    MAX_COPIES = 4
    """Copies at most (readers that hold old ones for long, an export, may make the publisher use more
    than two); when every one is held, this step publishes nothing and the next one tries again."""

    def __init__(
        self,
        con: duckdb.DuckDBPyConnection,
        analytics: str | Path,
        *,
        every: float = 1.0,
        publishing: bool = True,
        refresh: Callable[[], list[Callable[[threading.Event | None], int]]] | None = None,
    ) -> None:
        self.con = con
        self.path = published_path(analytics)
        self.every = every
        self.publishing = publishing
        """``False``: nothing is published (``FOLIE_ANALYTICS_PUBLISH_S=0``), the thread only refreshes."""
        self.refresh = refresh
        """Called after every step, in the projector's thread, before the step is announced: claims the SQL
        sandbox's copies to bring up to the step (:meth:`Snapshots.claim`) and returns one job a copy, each
        run at once in a thread of its own with the event that stops it. A publication due after that step
        starts once they are done: the copies queries wait for come first, and do not share the two cores
        with the publication."""
        self._refreshing: list[threading.Thread] = []
        self._before: list[threading.Thread] = []
        """The refresh the publication under way waits for (that of the step that started it)."""
        self.position: int | None = None
        self._copies: list[Snapshot] = []
        self._current: Snapshot | None = None
        self._last = -float("inf")
        self._cost = 0.0
        self._thread: threading.Thread | None = None
        self._stop = threading.Event()
        self._writing = threading.Lock()
        """Held while one of the copies is brought up to date (:meth:`lend` clones none meanwhile)."""
        self._starting = threading.Lock()
        """Held while a publication thread is created and started: ``close`` never sees one half-made
        (joining a thread not yet started raises), and ``abandon`` never lets one start after it."""
        for leftover in self.path.parent.glob(f".{self.path.name}.*"):  # a previous run's copies
            leftover.unlink(missing_ok=True)

    def _due(self) -> bool:
        return time.monotonic() - self._last >= max(self.every, self.COST_SHARE * self._cost)

    def owed(self, position: int) -> float | None:
        """Seconds until the publication of ``position`` (the projector's) is due, if it is not published
        yet (``None``: nothing owed): a projector that waits for commits steps again by then, so that
        the last moves before a quiet spell are published without a timer running while idle."""
        if not self.publishing or self._stop.is_set() or (self.position == position and self.path.exists()):
            return None
        return max(0.0, max(self.every, self.COST_SHARE * self._cost) - (time.monotonic() - self._last))

    def __call__(self) -> None:
        """After a projector step (in its thread): claim the sandbox's copies and start their refresh, one
        thread a copy, then publish if due in a thread of its own that first waits for that refresh (the
        projector goes on: writing the first copy of a big file takes seconds, which would otherwise delay
        every event by as much). A step while a publication still runs publishes nothing; the refresh of a
        copy still under way is left to finish (the copy is not free: it is not claimed again)."""
        with self._starting:
            if self._stop.is_set():
                return
            self._refreshing = [thread for thread in self._refreshing if thread.is_alive()]
            refreshing = []
            for job in self.refresh() if self.refresh is not None else []:
                thread = threading.Thread(target=job, args=(self._stop,), name="folie-analytics-refresh", daemon=True)
                try:
                    thread.start()
                except RuntimeError:  # no thread to be had: the claimed copy must be let go of all the same
                    job(self._stop)
                    continue
                refreshing.append(thread)
            self._refreshing.extend(refreshing)
            if not (self.publishing and self._due()) or (self._thread is not None and self._thread.is_alive()):
                return
            self._before = refreshing
            thread = threading.Thread(target=self._publish_logged, name="folie-analytics-publish", daemon=True)
            thread.start()
            self._thread = thread

    def _publish_logged(self) -> None:
        """After the step's refresh: a failure is logged and retried later, never raised (readers keep the
        previous copy)."""
        for thread in self._before:
            thread.join()
        try:
            if self.publishing and self._due() and not self._stop.is_set():
                self.publish(force=True)
        except SnapshotStopped:
            pass
        except (duckdb.Error, OSError) as error:
            self._last = time.monotonic()
            log.warning("analytics snapshot for other processes not published: %s", error)

    def close(self) -> None:
        """Wait for a publication and the copies' refreshes under way (before the connection they read is
        closed), and delete the copies that are not published (the published one stays for readers)."""
        with self._starting:
            threads = [*self._refreshing, *([self._thread] if self._thread is not None else [])]
        for waited in threads:
            waited.join()
        thread = self._thread
        if thread is None or not thread.is_alive():
            for copy in self._copies:
                if copy is not self._current:
                    _remove(copy.path)

    def abandon(self) -> None:
        """Stop publishing and refreshing: end a publication or a refresh under way at its next table and
        wait for them, so that none reads the file once its connection is closed (its cursor would keep
        DuckDB's instance of the file, damaged or replaced, alive for seconds). The previous copy stays
        published."""
        with self._starting:
            self._stop.set()
        self.close()

    def publish(self, *, force: bool = False) -> bool:
        """Publish if due (``force``: whenever the position moved); returns whether it wrote."""
        if not force and not self._due():
            return False
        with self.con.cursor() as cursor:
            row = cursor.execute("SELECT position FROM projection_tracking WHERE name = ?", [TRACKING]).fetchone()
        position = int(row[0]) if row else 0
        if position == self.position and self.path.exists():
            return False
        copy = self._free_copy()
        if copy is None:
            self._last = time.monotonic()
            return False
        started, began = time.thread_time(), time.monotonic()
        whole = copy.position is None
        try:
            with self._writing:
                self.position = update(copy, self.con, self._stop)
        except CopyHeld:  # a reader opened it between the check and the update: the next step tries again
            return False
        os.chmod(copy.path, 0o600)
        link = self.path.with_name(f".{self.path.name}.link-{uuid.uuid4().hex[:8]}")
        try:
            os.link(copy.path, link)
            os.replace(link, self.path)
        except BaseException:
            link.unlink(missing_ok=True)
            raise
        self._current = copy
        if not whole:  # writing a copy whole happens once: the pace follows the updates
            self._cost = time.thread_time() - started  # CPU: waiting for a core on a busy machine is no cost
        self._last = began  # publications start at least ``every`` apart (a step a second: each step)
        return True

    def lend(self, path: Path) -> Snapshot | None:
        """A clone at ``path`` of the copy published last (``None``: none yet), for the SQL sandbox's first
        admin copy (:class:`Snapshots`' ``seed``): a file copy instead of writing every table again. No
        copy is updated meanwhile (the one published is never written while published; the lock keeps
        the next publication from writing it once it is not)."""
        with self._writing:
            current = self._current
            if current is None or current.position is None or not current.path.exists():
                return None
            return current.clone(path)

    def _free_copy(self) -> Snapshot | None:
        """A copy to update that is not the published one and that no reader holds (the freshest first),
        or a new one; ``None`` when every one is held."""
        for copy in sorted(self._copies, key=lambda c: -(c.position or -1)):
            if copy is not self._current and not _held(copy.path):
                return copy
        if len(self._copies) >= self.MAX_COPIES:
            return None
        path = self.path.with_name(f".{self.path.name}.{uuid.uuid4().hex[:8]}")
        ready = [c for c in self._copies if c.position is not None]
        copy = max(ready, key=lambda c: c.position or 0).clone(path) if ready else Snapshot(path, "admin")
        self._copies.append(copy)
        return copy


def _held(path: Path) -> bool:
    """Whether another process holds a DuckDB lock on ``path`` (a reader of an earlier publication)."""
    import fcntl

    try:
        fd = os.open(path, os.O_RDWR)
    except FileNotFoundError:
        return False
    try:
        fcntl.lockf(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        return True
    else:
        fcntl.lockf(fd, fcntl.LOCK_UN)
        return False
    finally:
        os.close(fd)


def _remove(path: Path) -> None:
    for leftover in (path, path.with_name(path.name + ".wal")):
        leftover.unlink(missing_ok=True)
