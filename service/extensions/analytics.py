"""Analytics: the in-process projector's life cycle and the admin routes over the DuckDB file.

The service owns the analytics file by default and runs the projector in a thread beside it
(``FOLIE_ANALYTICS_PROJECTOR=inprocess``). In production the projector may run as its own
``folie project`` process (``external``): the file then belongs to that process and these routes
answer 503; ``off`` disables analytics. Every route needs the admin token
(``FOLIE_ADMIN_TOKEN``).

Where the file is: ``Settings.analytics_path``; when that is left at its default and the events are
in a SQLite file other than the default one, the analytics file sits beside the events file
(``<events>.analytics.duckdb``), so an analytics file always follows the store it was built from.
"""

from __future__ import annotations

import asyncio
import dataclasses
import gc
import hmac
import importlib
import logging
import os
import shutil
import tempfile
import threading
from collections.abc import AsyncIterator, Callable, Iterator
from pathlib import Path
from types import ModuleType
from typing import Annotated, Any, Literal

import duckdb
import msgspec
from litestar import Controller, Request, Response, get, post
from litestar.params import JSONBody, PathParameter, QueryParameter
from litestar.response import Stream
from msgspec import Meta

from projections.analytics import export, owner_socket, reports, sandbox, sandbox_process
from projections.analytics.database import DatabaseBusy, DatabaseStillOpen, DatabaseUnusable, open_database
from projections.analytics.projector import FATAL, IDLE_S, Commits, Projector
from projections.analytics.snapshots import Audience, Publisher, Snapshot, Snapshots
from service.auth import bearer, token_hash
from service.extensions import AppContext, Installed
from service.extensions.ops import gauge, metrics_of
from service.problems import ApiError, problem_responses
from service.settings import DEFAULT_SQLITE, Settings

log = logging.getLogger("folie.analytics")

DEFAULT_PATH = Settings.analytics_path
MODES = ("inprocess", "external", "off")
QUERY_SLOTS = 2
IN_PROCESS_PACE = 1.0
"""Seconds the in-process projector waits between small steps: analytics lag at most about this much
behind the log, in exchange for one DuckDB transaction per second instead of one per few commands."""
BUSY_STEP = 16
"""Notifications a step must find for the projector to take the busy pace after it (see :func:`busy_pace`)."""
BUSY_PACE = 3.0
"""Seconds between two steps while the log is busy (``FOLIE_ANALYTICS_BUSY_PACE_S``)."""
CATCH_UP_S = 2.0
"""Seconds a query waits at most for the projector to reach what the store held when the query came
(issue 37: a move acknowledged before a query is in its answer). Past that (a catch-up of a long
backlog under way) it answers at the projector's position."""
OWED_FLOOR_S = 0.25
"""Seconds a caught-up projector waits at least before it steps again for a publication still owed."""
REOPEN_S = 2.0
"""Seconds between two tries to open an analytics file that could not be opened (damaged, held)."""
JOIN_S = 30.0
"""How long the let-go and the close wait for the projector thread to end (seconds)."""
IN_PROCESS_BATCH = 20_000
"""Notifications per transaction inside an API worker: catching up after a restart in steps this
big keeps the worker's memory and each step's hold on the GIL small (a ``folie project`` process,
alone, uses the projector's bigger default)."""
_owners: dict[str, Analytics] = {}
_owners_lock = threading.Lock()


def _charts() -> ModuleType:
    """Matplotlib (imported by the charts module) costs about 1.4 s of a server's start: the chart
    routes import it on their first use instead."""
    return importlib.import_module("projections.analytics.charts")


def analytics_path(settings: Settings) -> str:
    """The analytics file for these settings (see the module docstring)."""
    store = settings.store
    if settings.analytics_path != DEFAULT_PATH or store.kind != "sqlite":
        return settings.analytics_path
    if store.sqlite_path == ":memory:":
        return ":memory:"
    if Path(store.sqlite_path) == Path(DEFAULT_SQLITE):
        return settings.analytics_path
    return str(Path(store.sqlite_path).with_suffix(".analytics.duckdb"))


def _first_line(error: BaseException) -> str:
    text = str(error).strip()
    return text.splitlines()[0][:300] if text else type(error).__name__


def _damage(error: BaseException) -> bool:
    """Whether DuckDB says the file itself is damaged (a block's checksum, a corrupt header), directly
    or through the Arrow reader that streams a snapshot."""
    text = str(error).lower()
    return "corrupt database file" in text or "checksum" in text or "not a valid duckdb database" in text


Identity = tuple[int, int, int, int]
"""A file's device, inode, size and modification time."""


def _identity(path: str) -> Identity | None:
    """The file at ``path`` now (``None`` if it is missing or in memory)."""
    try:
        info = os.stat(path)
    except OSError:
        return None
    return info.st_dev, info.st_ino, info.st_size, info.st_mtime_ns


def _settled(path: str, opened: Identity | None) -> Identity | None:
    """The damaged file, to be skipped by the opener until it is replaced: what is at ``path`` now,
    if that is still the file that was ``opened`` (``None``: it is replaced already, open what is there).
    Taken once every handle on it is closed, since DuckDB's checkpoint on close writes to it."""
    now = _identity(path)
    if opened is not None and (now is None or now[:2] != opened[:2]):
        return None
    return now


IN_PROCESS_THREADS = 1
"""DuckDB threads of the in-process owner's connection: its steps' small inserts and copy updates gain
nothing from a second thread and take it from the requests (issue 39: the projector's part of a move
0.73 -> 0.20 ms on POST + stream, 0.70 -> 0.50 on the WebSocket, one run at M=10, load 23-30). The
SQL sandbox's queries run in a process of their own, unaffected; reports and exports read on one."""


def analytics_threads() -> int:
    """``FOLIE_ANALYTICS_THREADS``: DuckDB threads of the in-process owner's connection (default 1)."""
    text = os.environ.get("FOLIE_ANALYTICS_THREADS", str(IN_PROCESS_THREADS))
    try:
        return max(1, int(text))
    except ValueError:
        raise ValueError(f"FOLIE_ANALYTICS_THREADS must be a whole number, not {text!r}") from None


def _open_fresh(path: str) -> duckdb.DuckDBPyConnection:
    """A new DuckDB instance of ``path``, never one of a file let go of (see ``open_database``): when
    one is still held, by objects only the garbage collector would free, they are freed first."""
    try:
        return open_database(path, fresh=True, threads=analytics_threads())
    except DatabaseStillOpen:
        gc.collect()
        return open_database(path, fresh=True, threads=analytics_threads())


def snapshot_directory(path: str) -> Path:
    """Where the sandbox's snapshots of ``path`` are written (beside it; a temporary one for ``:memory:``)."""
    if path == ":memory:":
        return Path(tempfile.mkdtemp(prefix="folie-analytics-snapshots-"))
    return Path(path).with_name(Path(path).name + ".snapshots")


def snapshot_age() -> float:
    """``FOLIE_ANALYTICS_SNAPSHOT_AGE``: seconds a sandbox snapshot may be reused after the projector
    has moved on (0, the default: every query sees every committed row; raise it when snapshots of a
    big file cost more than the freshness is worth, see docs/analytics.md)."""
    text = os.environ.get("FOLIE_ANALYTICS_SNAPSHOT_AGE", "0")
    try:
        return max(0.0, float(text))
    except ValueError:
        raise ValueError(f"FOLIE_ANALYTICS_SNAPSHOT_AGE must be a number of seconds, not {text!r}") from None


def busy_pace() -> float:
    """``FOLIE_ANALYTICS_BUSY_PACE_S``: seconds the in-process projector waits after a busy step (one that
    found ``BUSY_STEP`` notifications or more: moves keep coming), default ``BUSY_PACE``; after a quieter
    step it waits ``IN_PROCESS_PACE``. A step's cost is mostly fixed (a DuckDB transaction, an insert per
    table, the publication's copy), so under traffic a longer pace costs each move less (issue 39).
    Queries are not staler for it (each wakes the projector first, issue 37), nor ``/analytics/status``
    (it wakes a projector that is behind); the published copy is, by that much at most."""
    text = os.environ.get("FOLIE_ANALYTICS_BUSY_PACE_S", str(BUSY_PACE))
    try:
        return max(0.0, float(text))
    except ValueError:
        raise ValueError(f"FOLIE_ANALYTICS_BUSY_PACE_S must be a number of seconds, not {text!r}") from None


def in_process_pace(done: int, busy: float) -> float:
    """Seconds the in-process projector waits after a step that projected ``done`` notifications."""
    return busy if done >= BUSY_STEP else IN_PROCESS_PACE


def publish_every() -> float:
    """``FOLIE_ANALYTICS_PUBLISH_S``: seconds between the copies of the analytics file the owner publishes
    for other processes (``<file>.published.duckdb``, read by ``folie sql|report|export`` while the file is
    held); default 1, ``0`` publishes none. Each publication appends what the projector wrote since the
    last one to a copy (see :class:`Publisher`), so its cost follows the traffic, not the file's size."""
    text = os.environ.get("FOLIE_ANALYTICS_PUBLISH_S", "1")
    try:
        return max(0.0, float(text))
    except ValueError:
        raise ValueError(f"FOLIE_ANALYTICS_PUBLISH_S must be a number of seconds, not {text!r}") from None


class Analytics:
    """One app's view of the analytics file: the connection, the projector thread, their state."""

    def __init__(self, context: AppContext, mode: str) -> None:
        self.context = context
        self.mode = mode
        self.path = analytics_path(context.settings)
        self.con: duckdb.DuckDBPyConnection | None = None
        self.projector: Projector | None = None
        self.thread: threading.Thread | None = None
        self.opener: threading.Thread | None = None
        self.stop = threading.Event()
        """Set when the app stops (ends every thread of this object)."""
        self.halt = threading.Event()
        """Set to stop the projector thread only (the file is damaged: let go of it)."""
        self.error: str | None = None
        self.slots = threading.BoundedSemaphore(QUERY_SLOTS)
        self.snapshots: Snapshots | None = None
        self.publisher: Publisher | None = None
        """Publishes the copy other processes read (a reader of ``con`` of its own, stopped first on release)."""
        self.sql_server: owner_socket.Server | None = None
        """Answers ``folie sql`` on this host while this process owns the file (:mod:`owner_socket`)."""
        self.steps = owner_socket.Steps()
        """Lets a reader wake the projector and wait for its step (rather than for its pace)."""
        self._key: str | None = None
        self._life = threading.Lock()
        self._letting_go = False
        self.code = "analytics_unavailable"
        """The problem code while unavailable (``analytics_damaged`` when the file is damaged)."""
        self._damaged: Identity | None = None
        """The damaged file as it was once let go of: not opened again until it has been replaced."""
        self._opened: Identity | None = None
        """The file ``con`` has open (as it was when opened)."""
        self._reason: str | None = None
        """The last reason the file could not be opened (logged once)."""

    def start(self) -> None:
        if self.mode != "inprocess":
            self.error = f"analytics mode is {self.mode!r}: this service does not own the analytics file"
            return
        if not self._open():
            self.opener = threading.Thread(target=self._reopen, name="folie-analytics-open", daemon=True)
            self.opener.start()

    def _reopen(self) -> None:
        """Try again every ``REOPEN_S``: once the file is rebuilt (``folie project --rebuild --once``)
        or freed by another process, analytics come back without a restart. After a damage, neither
        the damaged file (until it has been replaced) nor a missing one is opened: the rebuild deletes
        the file before it creates the new one, and must not find an empty file of ours in its way."""
        while not self.stop.wait(REOPEN_S):
            now = _identity(self.path)
            if self.code == "analytics_damaged" and self.path != ":memory:" and (now is None or now == self._damaged):
                continue
            if self._open():
                return

    def _open(self) -> bool:
        """Open the file and start the projector; on failure keep the reason in ``error`` (logged once)."""
        key = self.path if self.path == ":memory:" else str(Path(self.path).resolve())
        with _owners_lock:
            if key != ":memory:" and _owners.get(key, self) is not self:
                return self._failed("another app in this process owns the analytics file")
            before = _identity(self.path)
            try:
                con = _open_fresh(self.path)
            except (DatabaseBusy, DatabaseUnusable, duckdb.Error) as error:
                if _damage(error):
                    return self._failed(self._damage_noted(error, before), damage=True)
                return self._failed(str(error))
            opened = _identity(self.path)
            if before is not None and (opened is None or opened[:2] != before[:2]):
                con.close()  # replaced while being opened: which file DuckDB has is unknown
                return self._failed(f"the analytics file {self.path} was replaced while being opened")
            try:
                projector = Projector(
                    self.context.store,
                    con,
                    self.context.engines,
                    batch_size=IN_PROCESS_BATCH,
                    pause_gc=False,  # requests share this process: never pause their collector
                )
            except (*FATAL, duckdb.Error) as error:
                con.close()
                if _damage(error):
                    return self._failed(self._damage_noted(error, opened), damage=True)
                return self._failed(f"analytics projector not started: {error}")
            try:
                snapshots = Snapshots(con, snapshot_directory(self.path), max_age=snapshot_age(), seed=self._lend)
            except (OSError, ValueError) as error:
                con.close()
                return self._failed(f"the SQL sandbox's snapshot directory cannot be prepared: {error}")
            if key != ":memory:":
                _owners[key] = self
                self._key = key
        sandbox_process.warm()  # the first query does not wait for its process to load Python and DuckDB
        self.con, self.projector, self.error, self.snapshots, self._reason = con, projector, None, snapshots, None
        if self.path != ":memory:":
            server = owner_socket.Server(self.path, self._answer_sql)
            self.sql_server = server if server.start() else None
        self.code, self._damaged, self._opened = "analytics_unavailable", None, opened
        self.thread = threading.Thread(target=self._follow, name="folie-analytics", daemon=True)
        self.thread.start()
        return True

    def _lend(self, path: Path) -> Snapshot | None:
        """The published copy cloned at ``path``: the sandbox's first admin copy (``folie sql``'s, an admin's
        query) without writing every table again (``None``: nothing published yet)."""
        publisher = self.publisher
        return None if publisher is None else publisher.lend(path)

    def _failed(self, reason: str, *, damage: bool = False) -> bool:
        """Log ``reason`` once. Until a file opens, requests after a damage keep being told of it and what
        to do (not that the rebuild holds the new file, or that the old one is not closed yet)."""
        if reason != self._reason:
            log.warning("analytics unavailable: %s", reason)
        self._reason = reason
        if damage or self.code != "analytics_damaged" or self.error is None:
            self.error = reason
        return False

    def _follow(self) -> None:
        assert self.projector is not None and self.con is not None
        con, every, projector, snapshots = self.con, publish_every(), self.projector, self.snapshots

        def refresh() -> list[Callable[[threading.Event | None], int]]:
            """The sandbox's copies to bring up to the step just committed (claimed now, brought up by the
            publisher's threads): a query then waits for them and runs its child."""
            return [] if snapshots is None else snapshots.claim(projector.position())

        publisher = (
            Publisher(con, self.path, every=every, publishing=every > 0, refresh=refresh)
            if self.path != ":memory:"
            else None
        )
        self.publisher = publisher
        try:
            self._follow_with(con, publisher)
        finally:
            if publisher is not None:
                publisher.close()  # before the connection it reads is closed

    def _follow_with(self, con: duckdb.DuckDBPyConnection, publisher: Publisher | None) -> None:
        assert self.projector is not None

        def note(error: BaseException | None) -> None:
            self.error = None if error is None else f"retrying after: {error}"
            if error is not None and _damage(error):
                self.damaged(error, con)

        projector = self.projector
        published: list[int | None] = [None]

        def stepped() -> None:
            """Publish (and refresh the sandbox's copies) after a step that moved, or when one is owed; the
            copies' refresh is claimed before a waiting query is told of the step."""
            if publisher is not None:
                position = projector.position()
                if position != published[0] or publisher.owed(position) is not None:
                    published[0] = position
                    publisher()
            self.steps.stepped()

        def idle() -> float:
            """How long a caught-up projector waits for a commit: until an owed publication is due at most."""
            owed = None if publisher is None else publisher.owed(projector.position())
            return IDLE_S if owed is None else min(IDLE_S, max(owed, OWED_FLOOR_S))

        busy = busy_pace()

        def paced(done: int) -> float:
            return in_process_pace(done, busy)

        commits = Commits(self.steps.wake)
        self.context.store.on_commit.append(commits)
        try:
            projector.run(
                self.halt,
                on_error=note,
                pace=paced,
                after_step=stepped,
                wake=self.steps.wake,
                commits=commits,
                idle=idle,
            )
        except FATAL as error:
            self.error = str(error)
            log.error("analytics projector stopped: %s", error)
        finally:
            self.context.store.on_commit.remove(commits)

    def _damage_message(self, error: BaseException) -> str:
        return (
            f"the analytics file {self.path} is damaged ({_first_line(error)}): rebuild it with "
            "'folie project --rebuild --once'; the service has let go of it and opens the rebuilt file by itself"
        )

    def _damage_noted(self, error: BaseException, opened: Identity | None) -> str:
        """A file that failed to open is damaged: say so, and skip it until it is replaced."""
        self.code, self._damaged = "analytics_damaged", _settled(self.path, opened)
        return self._damage_message(error)

    def damaged(self, error: BaseException, con: duckdb.DuckDBPyConnection) -> str:
        """The file behind ``con`` is damaged: let go of it, so that ``folie project --rebuild --once``
        may replace it, and open the rebuilt file once it exists (no restart). Returns the message for
        callers. A damage met through a connection already let go (a slow request still reading the
        old file) leaves the file open now alone."""
        message = self._damage_message(error)
        if self._letting_go or self.stop.is_set():  # without the lock: the releaser may hold it, joining us
            return message
        with self._life:
            if self._letting_go or self.con is None or self.con is not con or self.stop.is_set():
                return message
            self._letting_go = True
            self.code = "analytics_damaged"
        log.error("%s", message)
        threading.Thread(target=self._let_go, args=(message,), name="folie-analytics-release").start()
        return message

    def _let_go(self, message: str) -> None:
        """Stop every thread that reads the damaged file and close it, then note what it is now (its
        close wrote to it) and only then start the opener: it can never reopen this file."""
        self.halt.set()
        self.steps.wake.set()
        with self._life:
            if self.publisher is not None:  # the projector thread's end waits for a publication under way,
                self.publisher.abandon()  # which only this stops (before: the let-go waited out the timeout)
            if self.thread is not None and self.thread is not threading.current_thread():
                self.thread.join(timeout=JOIN_S)
            opened = self._opened
            self._release()
            self._damaged = _settled(self.path, opened)
            self.error = message
            self.halt = threading.Event()
            self._letting_go = False
            if self.stop.is_set():
                return
            opener = threading.Thread(target=self._reopen, name="folie-analytics-open", daemon=True)
            opener.start()  # before it is shared: ``close`` may join it from another thread at any time
            self.opener = opener

    def close(self) -> None:
        self.stop.set()
        self.halt.set()
        self.steps.wake.set()  # a projector waiting for a commit looks at ``halt`` only when woken
        if self.opener is not None:
            self.opener.join(timeout=30)
            self.opener = None
        with self._life:
            self._release()

    def _release(self) -> None:
        """Stop the publisher and the projector thread (``halt`` is set) and close the file and its
        snapshots: every connection to DuckDB's instance of the file is closed before the opener may
        look for the rebuilt one (a reader left open keeps that instance, and the damaged file, open)."""
        server, self.sql_server = self.sql_server, None
        if server is not None:
            server.close()  # no new ``folie sql`` is taken (one under way ends with the connection's close)
        publisher, self.publisher = self.publisher, None
        if publisher is not None:
            publisher.abandon()  # first: the projector thread waits for it too, under a timeout here
        if self.thread is not None and self.thread is not threading.current_thread():
            self.thread.join(timeout=JOIN_S)
        self.thread = None
        self.projector = None  # it holds DuckDB objects: drop them with the connection
        if self.snapshots is not None:
            self.snapshots.close()
            if self.path == ":memory:":  # its snapshots live in a temporary directory of their own
                shutil.rmtree(self.snapshots.directory, ignore_errors=True)
            self.snapshots = None
        if self.con is not None:
            self.con.close()
            self.con = None
            gc.collect()  # DuckDB objects only the collector frees (in a cycle) would hold the instance still
        self._opened = None
        with _owners_lock:
            if self._key is not None and _owners.get(self._key) is self:
                del _owners[self._key]

    def caught_up(self, bound: float = CATCH_UP_S) -> int:
        """The projector's position once it covers every notification the store held when called (a move
        acknowledged before a query is in its answer, issue 37): the projector is woken rather than left
        to its pace, and waited for ``bound`` seconds at most (blocking: call in a thread)."""
        projector = self.projector
        if projector is None:
            return 0
        return self.steps.reach(projector.position, self.context.store.max_notification_id(), bound, self.halt)

    def query(self, audience: Audience, sql: str, limit: int, timeout: float) -> sandbox.QueryResult:
        """Run ``sql`` in the sandbox's process over this audience's snapshot (blocking: call in a thread)."""
        return self.query_at(audience, sql, limit, timeout)[0]

    def query_at(self, audience: Audience, sql: str, limit: int, timeout: float) -> tuple[sandbox.QueryResult, int]:
        """:meth:`query` and the projector's position its copy holds: the projector first catches up with
        the store as it is now (:meth:`caught_up`), then the copy is brought there (by the refresh that
        follows each step, or by this query)."""
        snapshots, projector = self.snapshots, self.projector
        if snapshots is None or projector is None:
            raise ApiError(503, self.code, f"Analytics are unavailable: {self.error or 'not started'}.")
        position = self.caught_up()
        try:
            with snapshots.use(audience, position) as snapshot:
                answer = sandbox_process.run(snapshot.path, sql, limit=limit, timeout=timeout)
                return answer, snapshot.position or 0
        except (duckdb.Error, OSError) as error:  # reading the file or writing the snapshot failed
            if _damage(error):
                raise ApiError(503, "analytics_damaged", self.damaged(error, snapshots.con) + ".") from error
            raise ApiError(
                503, "analytics_unavailable", f"Analytics cannot be read from {self.path} ({_first_line(error)})."
            ) from error

    def _answer_sql(self, ask: owner_socket.Ask) -> tuple[sandbox.QueryResult, int]:
        """``folie sql`` on this host, run as ``POST /analytics/query`` runs an admin's query (waiting for a
        free slot rather than refused: a command line waits)."""
        if not self.slots.acquire(timeout=ask.timeout + owner_socket.MARGIN_S):
            raise ApiError(503, "analytics_busy", f"At most {QUERY_SLOTS} queries run at once; try again.")
        try:
            return self.query_at("admin", ask.sql, ask.limit, ask.timeout)
        finally:
            self.slots.release()

    def connection(self) -> duckdb.DuckDBPyConnection:
        if self.con is None:
            raise ApiError(503, self.code, f"Analytics are unavailable: {self.error or 'not started'}.")
        return self.con


# -- bodies ---------------------------------------------------------------------------------------
class QueryRequest(msgspec.Struct, frozen=True):
    sql: Annotated[str, Meta(min_length=1, max_length=sandbox.MAX_SQL_LENGTH)]
    """The read-only SQL query to run on the analytics database (DuckDB dialect)."""
    limit: Annotated[int, Meta(ge=1, le=sandbox.MAX_LIMIT)] = sandbox.DEFAULT_LIMIT
    """The most rows to return; more rows set `truncated`."""
    timeout_s: Annotated[float, Meta(ge=0.05, le=sandbox.MAX_TIMEOUT)] = sandbox.DEFAULT_TIMEOUT
    """The query's time limit, in seconds."""


class QueryColumn(msgspec.Struct, frozen=True):
    name: str
    """The column's name."""
    type: str
    """The column's SQL type, as DuckDB names it (e.g. "VARCHAR", "BIGINT")."""


class QueryResponse(msgspec.Struct, frozen=True):
    """``truncated``: more rows matched than ``limit``; only the first ``limit`` are here."""

    columns: list[QueryColumn]
    """The result's columns, in order."""
    rows: list[list[Any]]
    """The rows, each a list of values in the columns' order."""
    truncated: bool
    """True when more rows matched than `limit`: only the first `limit` are here."""
    elapsed_ms: float
    """How long the query ran, in milliseconds."""


class DeadLetterInfo(msgspec.Struct, frozen=True):
    """A notification the projector could not project and went past (all of them: table ``dead_letters``)."""

    notification_id: int
    """The event store's notification id skipped."""
    match_id: str | None
    """The match the notification belongs to; `null` when it could not be read."""
    version: int | None
    """The event's version in its match; `null` when it could not be read."""
    topic: str | None
    """The event's topic (its type); `null` when it could not be read."""
    error: str
    """Why it could not be projected (the error's type and message)."""
    recorded_at: float
    """When it was skipped, Unix seconds."""


class AnalyticsStatus(msgspec.Struct, frozen=True):
    """``dead_letters``: notifications skipped because they could not be projected (see the table)."""

    mode: str
    """How analytics run: "inprocess" (this service projects), "external" (another process does) or "off"."""
    path: str | None
    """The analytics file on the server: for the admin only (``null`` for an analyst, who needs no
    view of the server's file layout)."""
    running: bool
    """True while this service's projector thread runs."""
    position: int | None
    """The last notification id projected; `null` before the first."""
    head: int
    """The event store's last notification id."""
    lag: int | None
    """Notifications not yet projected (`head` less `position`); `null` before the first."""
    error: str | None
    """The projector's last error; `null` when none."""
    dead_letters: int = 0
    """Notifications skipped because they could not be projected (table `dead_letters`)."""
    last_dead_letter: DeadLetterInfo | None = None
    """The last notification skipped; `null` when none."""


class ReportSummary(msgspec.Struct, frozen=True):
    name: str
    """The report's name, as `GET /analytics/reports/{name}` takes it."""
    title: str
    """The report's title."""
    description: str
    """What the report answers."""
    needs: list[str]
    """The query parameters it needs (e.g. "game")."""


class ReportResponse(msgspec.Struct, frozen=True):
    name: str
    """The report's name."""
    title: str
    """The report's title."""
    columns: list[str]
    """The column names, in order."""
    rows: list[list[Any]]
    """The rows, each a list of values in the columns' order."""
    params: dict[str, str | None]
    """The parameters it ran with, by name (`null`: not given)."""


ReportName = Annotated[str, PathParameter(description="A report name from GET /analytics/reports.", max_length=64)]
Game = Annotated[str | None, QueryParameter(description="Only this game.", max_length=64, required=False)]
Source = Annotated[
    str | None,
    QueryParameter(
        description="Only played matches (play), simulated ones (simulation), or one bot's (simulation:heuristic); "
        "all if left out.",
        pattern=r"^(play|simulation(:[a-z][a-z0-9_]{0,31})?)$",
        required=False,
    ),
]
Dimension = Annotated[
    str | None,
    QueryParameter(
        description="The dimension of the lift and breakdown reports (card, spell, round, region, tile...; lift also "
        "takes action: the game's event types).",
        max_length=64,
        required=False,
    ),
]
Month = Annotated[
    str | None, QueryParameter(description="YYYY-MM of creation.", pattern=r"^\d{4}-\d{2}$", required=False)
]


def _jsonable(value: Any) -> Any:
    """DuckDB values msgspec cannot encode as they are (128-bit integers)."""
    if isinstance(value, int) and not isinstance(value, bool) and not -(2**63) <= value < 2**64:
        return str(value)
    if isinstance(value, list):
        return [_jsonable(v) for v in value]
    if isinstance(value, dict):
        return {str(k): _jsonable(v) for k, v in value.items()}
    return value


# -- routes ---------------------------------------------------------------------------------------
ADMIN: list[dict[str, list[str]]] = [{"bearer": []}]
ERRORS = problem_responses(400, 401, 403, 404, 413, 422, 503)


SPOOL_BYTES = 32 << 20
"""A Parquet partition is built in memory up to this size, in a temporary file beyond it."""
NDJSON_CHUNK_BYTES = 1 << 20


def _next_chunk(lines: Iterator[str]) -> bytes:
    """About ``NDJSON_CHUNK_BYTES`` of lines (``b""`` at the end): one thread hop per chunk, not per line."""
    parts: list[bytes] = []
    size = 0
    for line in lines:
        data = line.encode()
        parts.append(data)
        size += len(data)
        if size >= NDJSON_CHUNK_BYTES:
            break
    return b"".join(parts)


def make_controller(analytics: Analytics) -> type[Controller]:
    settings = analytics.context.settings

    def audience(request: Request[Any, Any, Any]) -> Audience:
        """``admin`` for the admin token, ``analyst`` for the analyst token (see :mod:`snapshots`)."""
        token = bearer(request.headers.get("authorization"))
        if token is None:
            raise ApiError(
                401, "invalid_token", "Analytics need the analyst or admin token: 'Authorization: Bearer <token>'."
            )
        tokens: list[tuple[Audience, str | None]] = [
            ("admin", settings.admin_token),
            ("analyst", settings.analyst_token),
        ]
        known = [(name, expected) for name, expected in tokens if expected]
        if not known:
            raise ApiError(
                403, "analytics_disabled", "Analytics need a token: set FOLIE_ANALYST_TOKEN (or FOLIE_ADMIN_TOKEN)."
            )
        given = token_hash(token)
        for name, expected in known:
            if hmac.compare_digest(given, token_hash(expected)):
                return name
        raise ApiError(401, "invalid_token", "This token is neither the analyst token nor the admin token.")

    def admin(request: Request[Any, Any, Any]) -> duckdb.DuckDBPyConnection:
        """The connection, for routes whose answers hold finished matches only (reports, exports) or
        no match data (status): analysts and admins alike."""
        audience(request)
        return analytics.connection()

    def export_failed(error: duckdb.Error) -> ApiError:
        return ApiError(
            503, "export_failed", f"The export could not be read from the analytics file ({_first_line(error)})."
        )

    def report_error(error: reports.ReportError | export.ExportError) -> ApiError:
        return ApiError(error.status, error.code, error.message)

    async def report(
        con: duckdb.DuckDBPyConnection, name: str, game: str | None, source: str | None, dimension: str | None
    ) -> reports.Report:
        await asyncio.to_thread(analytics.caught_up)  # a match finished before the report is in it (issue 37)
        try:
            return await asyncio.to_thread(reports.run_report, con, name, game=game, source=source, dimension=dimension)
        except reports.ReportError as error:
            raise report_error(error) from error

    class AnalyticsController(Controller):
        path = "/analytics"
        tags = ["analytics"]
        security = ADMIN

        @get("/status", summary="The projector's position and lag", responses=ERRORS, operation_id="analyticsStatus")
        async def status(self, request: Request[Any, Any, Any]) -> AnalyticsStatus:
            admin(request)
            who = audience(request)
            head = await asyncio.to_thread(analytics.context.store.max_notification_id)
            projector = analytics.projector
            position = projector.position() if projector is not None else None
            if position is not None and position < head:
                analytics.steps.wake.set()  # a reader waits for it: no pace (the next poll sees it move)
            letter = projector.last_dead_letter if projector is not None else None
            return AnalyticsStatus(
                mode=analytics.mode,
                path=analytics.path if who == "admin" else None,
                running=analytics.thread is not None and analytics.thread.is_alive(),
                position=position,
                head=head,
                lag=None if position is None else max(0, head - position),
                error=analytics.error,
                dead_letters=projector.dead_letters if projector is not None else 0,
                last_dead_letter=None if letter is None else DeadLetterInfo(**dataclasses.asdict(letter)),
            )

        @post(
            "/query",
            summary="Run one read-only SQL query (row and time limits; no files, settings or extensions)",
            status_code=200,
            responses=problem_responses(400, 401, 403, 404, 413, 422, 503, 504),
            operation_id="analyticsQuery",
        )
        async def query(self, request: Request[Any, Any, Any], data: JSONBody[QueryRequest]) -> QueryResponse:
            who = audience(request)
            analytics.connection()
            if not analytics.slots.acquire(blocking=False):
                raise ApiError(503, "analytics_busy", f"At most {QUERY_SLOTS} queries run at once; try again.")
            try:
                result = await asyncio.to_thread(analytics.query, who, data.sql, data.limit, data.timeout_s)
            except sandbox.QueryRefused as refused:
                raise ApiError(refused.status, refused.code, refused.message) from refused
            finally:
                analytics.slots.release()
            return QueryResponse(
                columns=[QueryColumn(c.name, c.type) for c in result.columns],
                rows=[list(row) for row in result.rows],
                truncated=result.truncated,
                elapsed_ms=result.elapsed_ms,
            )

        @get("/reports", summary="The built-in reports", responses=ERRORS, operation_id="listReports")
        async def list_reports(self, request: Request[Any, Any, Any]) -> list[ReportSummary]:
            admin(request)
            return [ReportSummary(r.name, r.title, r.description, list(r.needs)) for r in reports.REPORTS]

        @get("/reports/{name:str}", summary="Run a built-in report", responses=ERRORS, operation_id="runReport")
        async def run_report(
            self,
            request: Request[Any, Any, Any],
            name: ReportName,
            game: Game = None,
            source: Source = None,
            dimension: Dimension = None,
        ) -> ReportResponse:
            result = await report(admin(request), name, game, source, dimension)
            return ReportResponse(
                result.name,
                result.title,
                result.columns,
                [[_jsonable(v) for v in row] for row in result.rows],
                result.params,
            )

        @get(
            "/reports/{name:str}/png",
            summary="A built-in report as a chart (PNG)",
            media_type="image/png",
            responses=ERRORS,
            operation_id="reportChart",
        )
        async def report_png(
            self,
            request: Request[Any, Any, Any],
            name: ReportName,
            game: Game = None,
            source: Source = None,
            dimension: Dimension = None,
        ) -> Response[bytes]:
            result = await report(admin(request), name, game, source, dimension)
            image = await asyncio.to_thread(_charts().png, result)
            return Response(image, media_type="image/png")

        @get(
            "/reports/{name:str}/html",
            summary="A built-in report as an HTML page (chart and table)",
            media_type="text/html",
            responses=ERRORS,
            operation_id="reportPage",
        )
        async def report_html(
            self,
            request: Request[Any, Any, Any],
            name: ReportName,
            game: Game = None,
            source: Source = None,
            dimension: Dimension = None,
        ) -> Response[str]:
            result = await report(admin(request), name, game, source, dimension)
            text = await asyncio.to_thread(_charts().page, result)
            return Response(text, media_type="text/html")

        @get(
            "/export/ndjson",
            summary="Finished matches as NDJSON: one match per line with its full event log",
            media_type="application/x-ndjson",
            responses=ERRORS,
            operation_id="exportNdjson",
        )
        async def export_ndjson(
            self, request: Request[Any, Any, Any], game: Game = None, month: Month = None
        ) -> Stream:
            con = admin(request)
            lines = export.ndjson(con, game=game, month=month)
            try:  # the first chunk before the status line: a failure there is still a problem, not a cut body
                first = await asyncio.to_thread(_next_chunk, lines)
            except export.ExportError as error:
                raise report_error(error) from error
            except duckdb.Error as error:
                raise export_failed(error) from error

            async def body() -> AsyncIterator[bytes]:
                chunk = first
                while chunk:
                    yield chunk
                    chunk = await asyncio.to_thread(_next_chunk, lines)

            return Stream(body(), media_type="application/x-ndjson")

        @get(
            "/export/parquet/{table:str}",
            summary="One Parquet partition (table, game, month or every month) of finished matches",
            media_type="application/vnd.apache.parquet",
            responses=ERRORS,
            operation_id="exportParquet",
        )
        async def export_parquet(
            self,
            request: Request[Any, Any, Any],
            table: Annotated[Literal["matches", "events"], PathParameter(description="matches or events")],
            game: Annotated[str, QueryParameter(max_length=64, description="The game whose matches to export.")],
            month: Annotated[
                str | None,
                QueryParameter(
                    pattern=r"^\d{4}-\d{2}$",
                    description="YYYY-MM of creation; left out, every month (the file then has a month column).",
                    required=False,
                ),
            ] = None,
        ) -> Stream:
            con = admin(request)
            spool = tempfile.SpooledTemporaryFile(max_size=SPOOL_BYTES)  # noqa: SIM115 (closed by the stream)
            try:
                await asyncio.to_thread(export.parquet_partition, con, table, game, month, spool)
            except export.ExportError as error:
                spool.close()
                raise report_error(error) from error
            except duckdb.Error as error:
                spool.close()
                raise export_failed(error) from error
            spool.seek(0)

            async def body() -> AsyncIterator[bytes]:
                try:
                    while chunk := await asyncio.to_thread(spool.read, 1 << 20):
                        yield chunk
                finally:
                    spool.close()

            return Stream(body(), media_type="application/vnd.apache.parquet")

    return AnalyticsController


def install(context: AppContext) -> Installed:
    analytics = Analytics(context, context.settings.analytics_projector)

    async def start() -> None:
        await asyncio.to_thread(analytics.start)

    async def stop() -> None:
        await asyncio.to_thread(analytics.close)

    def lag() -> float | None:
        """Events in the store the in-process projector has not written yet (hidden when it is not running)."""
        head = metrics_of(context).store_position
        projector = analytics.projector
        if head is None or projector is None:
            return None
        return float(max(0, head - projector.position()))

    def dead_letters() -> float | None:
        """Notifications the in-process projector could not project and went past."""
        projector = analytics.projector
        return None if projector is None else float(projector.dead_letters)

    gauge(context, "folie_analytics_projector_lag_events", "Events the analytics projector has not written yet.", lag)
    gauge(
        context,
        "folie_analytics_dead_letters",
        "Notifications the analytics projector could not project (table dead_letters).",
        dead_letters,
    )
    return Installed(routes=[make_controller(analytics)], on_startup=[start], on_shutdown=[stop])
