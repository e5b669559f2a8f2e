"""The deadline scheduler: timed rules (the hourglass) fire at their deadline, with no request needed.

Deadlines live in engine state (``Engine.next_deadline``), so they are in the event store. The
scheduler keeps a small *deadline index* next to the events (table ``folie_deadlines`` in the same
SQLite file or PostgreSQL schema) with the notification id it has read up to. It follows the
notification log, recomputes the next deadline of every timed match that moved, and at each deadline
settles the match through the service (``MatchService.settle``: the same lazy expiry every request
performs), so live clients are told at once. After a restart it resumes from its stored position: no
deadline is lost, none is scanned twice. Firing twice is harmless: the store accepts one append per
version.

One worker leads (a PostgreSQL advisory lock, or an exclusive ``flock`` next to the SQLite file); the
others stand by and take over when the leader's process or connection dies.
"""

from __future__ import annotations

import asyncio
import contextlib
import fcntl
import hashlib
import logging
import os
import sqlite3
import threading
from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import IO, Any, TypeVar
from uuid import UUID

import msgspec

from domain.contract import Engine
from domain.match_events import PLATFORM, Undone
from domain.match_state import Match
from projections.codec import EventType, UnknownEventType, event_classes
from projections.store import StoreConfig, VersionConflict
from service.extensions import AppContext, Installed
from service.extensions.ops import gauge

log = logging.getLogger("folie.scheduler")

T = TypeVar("T")
BATCH = 500
RETRY_STUCK_SECONDS = 5.0
CORRUPT_PAUSE = 30.0
"""Seconds between two tries while the event store's file is damaged (``/readyz`` says so meanwhile)."""
UNDECODABLE_PAUSE = 300.0
"""Seconds a match whose stored events cannot be decoded waits before the scheduler looks at it again
(quietly: a build that knows its topic, or a restored store, lets it go on by itself)."""
UNDECODABLE = (UnknownEventType, msgspec.DecodeError, ValueError)
"""What loading a match raises when one of its stored events cannot be decoded: a topic this build
does not know, bytes that are not msgpack or not that event's shape, a malformed topic."""


IDLE_S = 30.0
"""Seconds an idle scheduler that sees every commit (one writer process) waits at most for one."""


@dataclass(frozen=True)
class SchedulerSettings:
    enabled: bool = True
    interval: float = 1.0
    """Longest sleep between two looks at the log and the index (deadlines are seconds apart)."""
    standby: float = 2.0
    """How often a worker that does not lead tries to take the lead."""

    @classmethod
    def from_env(cls, env: Mapping[str, str] | None = None) -> SchedulerSettings:
        env = os.environ if env is None else env
        return cls(
            enabled=(env.get("FOLIE_SCHEDULER") or "on").lower() not in {"off", "0", "false"},
            interval=float(env.get("FOLIE_SCHEDULER_INTERVAL") or 1.0),
            standby=float(env.get("FOLIE_SCHEDULER_STANDBY") or 2.0),
        )


# -- the deadline index -------------------------------------------------------------------------
class DeadlineIndex(ABC):
    """Where the leader keeps ``match -> next deadline`` and its position in the notification log.

    Blocking: called from one thread at a time (the scheduler task's ``to_thread`` calls).
    """

    @abstractmethod
    def try_lead(self) -> bool: ...

    @abstractmethod
    def setup(self) -> None: ...

    @abstractmethod
    def position(self) -> int: ...

    @abstractmethod
    def apply(self, updates: Mapping[str, float | None], position: int | None) -> None:
        """Set or clear deadlines, and (if given) the position read up to, in one transaction."""

    @abstractmethod
    def due(self, now: float, limit: int) -> list[str]: ...

    @abstractmethod
    def next_due(self) -> float | None: ...

    @abstractmethod
    def count(self) -> int: ...

    @abstractmethod
    def close(self) -> None: ...


class SQLiteDeadlines(DeadlineIndex):
    def __init__(self, path: str) -> None:
        self.path = path
        self._conn: sqlite3.Connection | None = None
        self._lock_file: IO[bytes] | None = None

    def try_lead(self) -> bool:
        if self.path == ":memory:":
            return True
        handle = open(f"{self.path}.scheduler-lock", "ab")  # noqa: SIM115 - held for as long as we lead
        try:
            fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            handle.close()
            return False
        self._lock_file = handle
        return True

    @property
    def conn(self) -> sqlite3.Connection:
        if self._conn is None:
            self._conn = sqlite3.connect(self.path, timeout=10, check_same_thread=False, isolation_level=None)
            # The index is rebuilt from the log past its tracked position (same transaction), so it
            # needs no fsync; with one it would hold the file's write lock through every fsync, and
            # the API's commits on the event loop would wait for it.
            self._conn.execute("PRAGMA synchronous=NORMAL")
        return self._conn

    def setup(self) -> None:
        self.conn.execute("CREATE TABLE IF NOT EXISTS folie_deadlines (match_id TEXT PRIMARY KEY, due REAL NOT NULL)")
        self.conn.execute("CREATE INDEX IF NOT EXISTS folie_deadlines_due ON folie_deadlines (due)")
        self.conn.execute(
            "CREATE TABLE IF NOT EXISTS folie_deadline_tracking (id INTEGER PRIMARY KEY, position INTEGER)"
        )

    def position(self) -> int:
        row = self.conn.execute("SELECT position FROM folie_deadline_tracking WHERE id = 1").fetchone()
        return int(row[0]) if row else 0

    def apply(self, updates: Mapping[str, float | None], position: int | None) -> None:
        conn = self.conn
        conn.execute("BEGIN IMMEDIATE")
        try:
            for match_id, due in updates.items():
                if due is None:
                    conn.execute("DELETE FROM folie_deadlines WHERE match_id = ?", (match_id,))
                else:
                    conn.execute(
                        "INSERT INTO folie_deadlines (match_id, due) VALUES (?, ?) "
                        "ON CONFLICT (match_id) DO UPDATE SET due = excluded.due",
                        (match_id, due),
                    )
            if position is not None:
                conn.execute(
                    "INSERT INTO folie_deadline_tracking (id, position) VALUES (1, ?) "
                    "ON CONFLICT (id) DO UPDATE SET position = excluded.position",
                    (position,),
                )
        except BaseException:
            conn.execute("ROLLBACK")
            raise
        conn.execute("COMMIT")

    def due(self, now: float, limit: int) -> list[str]:
        rows = self.conn.execute(
            "SELECT match_id FROM folie_deadlines WHERE due <= ? ORDER BY due LIMIT ?", (now, limit)
        ).fetchall()
        return [str(r[0]) for r in rows]

    def next_due(self) -> float | None:
        row = self.conn.execute("SELECT MIN(due) FROM folie_deadlines").fetchone()
        return float(row[0]) if row and row[0] is not None else None

    def count(self) -> int:
        return int(self.conn.execute("SELECT COUNT(*) FROM folie_deadlines").fetchone()[0])

    def close(self) -> None:
        if self._conn is not None:
            self._conn.close()
            self._conn = None
        if self._lock_file is not None:
            self._lock_file.close()  # closing the file releases the flock
            self._lock_file = None


class PostgresDeadlines(DeadlineIndex):
    """The index in the event store's schema; leadership is a session advisory lock on its connection."""

    def __init__(self, postgres: Mapping[str, str]) -> None:
        self.postgres = dict(postgres)
        self.schema = self.postgres.get("schema") or "public"
        digest = hashlib.sha256(f"folie-scheduler/{self.postgres.get('dbname')}/{self.schema}".encode()).digest()
        self.lock_key = int.from_bytes(digest[:8], "big", signed=True)
        self._conn: Any = None

    @property
    def conn(self) -> Any:
        if self._conn is None:
            import psycopg

            self._conn = psycopg.connect(
                dbname=self.postgres.get("dbname", ""),
                host=self.postgres.get("host", "127.0.0.1"),
                port=self.postgres.get("port", "5432"),
                user=self.postgres.get("user", ""),
                password=self.postgres.get("password", ""),
                autocommit=True,
            )
        return self._conn

    def _table(self, name: str) -> Any:
        from psycopg import sql

        return sql.SQL("{}.{}").format(sql.Identifier(self.schema), sql.Identifier(name))

    def try_lead(self) -> bool:
        row = self.conn.execute("SELECT pg_try_advisory_lock(%s)", (self.lock_key,)).fetchone()
        return bool(row[0])

    def setup(self) -> None:
        from psycopg import sql

        deadlines, tracking = self._table("folie_deadlines"), self._table("folie_deadline_tracking")
        self.conn.execute(sql.SQL("CREATE SCHEMA IF NOT EXISTS {}").format(sql.Identifier(self.schema)))
        self.conn.execute(
            sql.SQL("CREATE TABLE IF NOT EXISTS {} (match_id TEXT PRIMARY KEY, due DOUBLE PRECISION NOT NULL)").format(
                deadlines
            )
        )
        self.conn.execute(sql.SQL("CREATE INDEX IF NOT EXISTS folie_deadlines_due ON {} (due)").format(deadlines))
        self.conn.execute(
            sql.SQL("CREATE TABLE IF NOT EXISTS {} (id INTEGER PRIMARY KEY, position BIGINT NOT NULL)").format(tracking)
        )

    def position(self) -> int:
        from psycopg import sql

        row = self.conn.execute(
            sql.SQL("SELECT position FROM {} WHERE id = 1").format(self._table("folie_deadline_tracking"))
        ).fetchone()
        return int(row[0]) if row else 0

    def apply(self, updates: Mapping[str, float | None], position: int | None) -> None:
        from psycopg import sql

        deadlines, tracking = self._table("folie_deadlines"), self._table("folie_deadline_tracking")
        with self.conn.transaction():
            for match_id, due in updates.items():
                if due is None:
                    self.conn.execute(sql.SQL("DELETE FROM {} WHERE match_id = %s").format(deadlines), (match_id,))
                else:
                    self.conn.execute(
                        sql.SQL(
                            "INSERT INTO {} (match_id, due) VALUES (%s, %s) "
                            "ON CONFLICT (match_id) DO UPDATE SET due = excluded.due"
                        ).format(deadlines),
                        (match_id, due),
                    )
            if position is not None:
                self.conn.execute(
                    sql.SQL(
                        "INSERT INTO {} (id, position) VALUES (1, %s) "
                        "ON CONFLICT (id) DO UPDATE SET position = excluded.position"
                    ).format(tracking),
                    (position,),
                )

    def due(self, now: float, limit: int) -> list[str]:
        from psycopg import sql

        rows = self.conn.execute(
            sql.SQL("SELECT match_id FROM {} WHERE due <= %s ORDER BY due LIMIT %s").format(
                self._table("folie_deadlines")
            ),
            (now, limit),
        ).fetchall()
        return [str(r[0]) for r in rows]

    def next_due(self) -> float | None:
        from psycopg import sql

        row = self.conn.execute(sql.SQL("SELECT MIN(due) FROM {}").format(self._table("folie_deadlines"))).fetchone()
        return float(row[0]) if row and row[0] is not None else None

    def count(self) -> int:
        from psycopg import sql

        row = self.conn.execute(sql.SQL("SELECT COUNT(*) FROM {}").format(self._table("folie_deadlines"))).fetchone()
        return int(row[0])

    def close(self) -> None:
        if self._conn is not None:
            with contextlib.suppress(Exception):
                self._conn.close()  # the session ends: the advisory lock is released
            self._conn = None


def deadline_index(config: StoreConfig) -> DeadlineIndex:
    if config.kind == "postgres":
        return PostgresDeadlines(config.postgres)
    return SQLiteDeadlines(config.sqlite_path)


# -- the scheduler ------------------------------------------------------------------------------
def relevant_topics(engines: Mapping[str, Engine[Any, Any]], timed: frozenset[str]) -> list[str]:
    """The stored topics of the events that can change a match's next deadline, under every schema
    version they may have been written with: a timed game's own events (those its engine's
    ``deadline_events`` names, when it names them), and an undo (which may bring a deadline back).
    Other platform events (creation, chat, tokens, stand-ins) never do, and looking each such match up
    would cost the busy untimed games a load per event. The store filters by this list."""
    types = [
        EventType(game, cls)
        for game in sorted(timed)
        for cls in event_classes(engines[game].event_type)
        if engines[game].deadline_events is None
        or EventType(game, cls).tag in (engines[game].deadline_events or frozenset())
    ]
    types.append(EventType(PLATFORM, Undone))
    return [topic for event_type in types for topic in event_type.stored_topics]


def timed_games(engines: Mapping[str, Engine[Any, Any]]) -> frozenset[str]:
    """Games whose engine declares deadlines (the others never need the index)."""
    return frozenset(game for game, engine in engines.items() if type(engine).next_deadline is not Engine.next_deadline)


class Scheduler:
    def __init__(self, context: AppContext, settings: SchedulerSettings, index: DeadlineIndex) -> None:
        self.context = context
        self.settings = settings
        self.index = index
        self.timed = timed_games(context.engines)
        self.topics = relevant_topics(context.engines, self.timed)
        self.leader = False
        self.position = 0
        self.pending = 0
        self.fired = 0
        self._task: asyncio.Task[None] | None = None
        self._wake = asyncio.Event()
        self._index_lock = threading.Lock()
        self._stopping = False
        self.undecodable: set[str] = set()
        """Matches paused because an event of theirs cannot be decoded (each logged once)."""
        self.commits = 0
        """This process's commits so far (when it is the only writer, see :meth:`start`)."""
        self._waiting = False
        self._looked = 0.0
        """When the last look began (the event loop's clock)."""
        self._loop: asyncio.AbstractEventLoop | None = None

    async def _index(self, method: Callable[..., T], *args: Any) -> T:
        """Run an index call in a thread, one at a time: a cancelled task leaves its thread running,
        and closing the connection under it would crash the SQLite driver."""

        def locked() -> T:
            with self._index_lock:
                return method(*args)

        return await asyncio.to_thread(locked)

    async def start(self) -> None:
        if not self.settings.enabled or not self.timed:
            return
        self._stopping = False
        self._wake = asyncio.Event()
        self._loop = asyncio.get_running_loop()
        if self.context.store.config.commits_inline:  # the only writer: every append is one of ours
            self.context.store.on_commit.append(self._committed)
        self._task = asyncio.create_task(self._run(), name="folie-scheduler")

    def _committed(self) -> None:
        """A commit of this process (any thread): counted, and a scheduler waiting for one is woken."""
        self.commits += 1
        if self._waiting and self._loop is not None:
            self._waiting = False
            with contextlib.suppress(RuntimeError):  # the loop closed: the scheduler is gone
                self._loop.call_soon_threadsafe(self._wake.set)

    async def stop(self) -> None:
        """Let the loop finish its current call (a thread cannot be cancelled), then release the lead."""
        self._stopping = True
        self._wake.set()
        with contextlib.suppress(ValueError):
            self.context.store.on_commit.remove(self._committed)
        if self._task is not None:
            try:
                await asyncio.wait_for(asyncio.shield(self._task), 10.0)
            except TimeoutError:
                self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await self._task
            self._task = None
        await self._index(self.index.close)
        self.leader = False

    async def _run(self) -> None:
        while not self._stopping:
            try:
                if not self.leader:
                    self.leader = await self._index(self.index.try_lead)
                    if not self.leader:
                        await self._pause(self.settings.standby)
                        continue
                    await self._index(self.index.setup)
                    log.info("this worker now runs the deadline scheduler")
                seen, self._looked = self.commits, asyncio.get_running_loop().time()
                await self.step()
                await self._sleep(seen)
            except asyncio.CancelledError:
                raise
            except Exception as error:
                if self.stopping():
                    return
                # The store says so once, with what to do (also when the index, in the same file, met it).
                damaged = self.context.store.corruption(error) is not None
                # Likewise a full or failing disk (the store logs the outage once); retried a little slower.
                troubled = not damaged and self.context.store.trouble(error) is not None
                if not damaged and not troubled:
                    log.exception("deadline scheduler failed; stepping down and retrying")
                self.leader = False
                await self._index(self.index.close)
                await self._pause(CORRUPT_PAUSE if damaged else 5.0 if troubled else 1.0)

    async def step(self) -> None:
        """Read the log up to its head, then fire what is due."""
        await self.follow()
        await self.fire_due()

    async def follow(self) -> None:
        """Read the log up to its current head, only the events that may move a deadline (filtered
        by topic in the store, so a busy server of untimed games costs the scheduler almost nothing)."""
        store = self.context.store
        position = await self._index(self.index.position)
        head = await asyncio.to_thread(store.max_notification_id)
        while position < head:
            rows = await asyncio.to_thread(store.notifications, position + 1, BATCH, self.topics, head)
            moved = {str(row.originator_id) for row in rows}
            updates = {match_id: await self.deadline_of(match_id) for match_id in moved}
            position = rows[-1].id if len(rows) == BATCH else head
            await self._index(self.index.apply, updates, position)
        self.position = position
        self.pending = await self._index(self.index.count)

    async def deadline_of(self, match_id: str) -> float | None:
        svc = self.context.service
        async with svc.lock(match_id):
            try:
                match: Match = await svc.load(match_id)
            except UNDECODABLE as error:
                return await self._paused(match_id, error)
            self.undecodable.discard(match_id)
            return self._next(match)

    async def _paused(self, match_id: str, error: Exception) -> float:
        """When to look again at a match whose events cannot be decoded; says so once per match.

        Without this, one such event stopped the scheduler for every match, with a traceback a second."""
        if match_id not in self.undecodable:
            self.undecodable.add(match_id)
            version, topic = await asyncio.to_thread(self._undecodable_event, match_id)
            log.error(
                "match %s: its event at version %s (topic %s) cannot be decoded (%s: %s); its deadlines are "
                "paused (looked at again every %.0f s) while the other matches go on. Run 'folie verify --match "
                "%s'; deploy the build that wrote it, or restore the event store from a backup",
                match_id,
                version,
                topic,
                type(error).__name__,
                error,
                UNDECODABLE_PAUSE,
                match_id,
            )
        now: float = self.context.service.clock()
        return now + UNDECODABLE_PAUSE

    def _undecodable_event(self, match_id: str) -> tuple[int | None, str | None]:
        """The version and topic of the match's first event that does not decode (for the message)."""
        codec = self.context.repo.codec
        for row in self.context.store.select(UUID(match_id)):
            try:
                codec.decode(row.originator_version, row.topic, row.state)
            except Exception:
                return row.originator_version, row.topic
        return None, None

    def _next(self, match: Match) -> float | None:
        engine = self.context.engines.get(match.game)
        if engine is None or match.game not in self.timed or engine.status(match.state).finished:
            return None
        deadline = engine.next_deadline(match.state)
        return float(deadline) if deadline is not None else None

    async def fire_due(self) -> None:
        svc = self.context.service
        now = svc.clock()
        for match_id in await self._index(self.index.due, now, 100):
            due = await self.fire(match_id)
            if due is not None and due <= svc.clock():
                log.warning("match %s still has a past deadline after settling; retrying later", match_id)
                due = svc.clock() + RETRY_STUCK_SECONDS
            await self._index(self.index.apply, {match_id: due}, None)

    async def fire(self, match_id: str) -> float | None:
        """Settle ``match_id`` now (append its deadline events); returns its next deadline."""
        svc = self.context.service
        for _ in range(5):
            async with svc.lock(match_id):
                try:
                    match: Match = await svc.load(match_id)
                except UNDECODABLE as error:
                    return await self._paused(match_id, error)
                self.undecodable.discard(match_id)
                try:
                    before = match.version
                    await svc.settle(match, svc.clock())
                except VersionConflict:
                    continue  # another worker appended first: reload and decide again
                if match.version > before:
                    self.fired += 1
                return self._next(match)
        return await self.deadline_of(match_id)

    async def _sleep(self, seen: int) -> None:
        """Until the next look: ``interval`` after a step while commits come; when this process is the only
        writer, no deadline is pending and nothing was committed since the step began (``seen``), until the
        next commit or ``IDLE_S`` at most (issue 39: an idle server wakes for nothing). A pending deadline
        keeps the look every ``interval``: a clock may be moved (tests inject one), the log is followed."""
        quiet = self.context.store.config.commits_inline and self.commits == seen and self.pending == 0
        delay = IDLE_S if quiet else self.settings.interval
        upcoming = await self._index(self.index.next_due)
        if upcoming is not None:
            delay = max(0.0, min(delay, upcoming - self.context.service.clock()))
        self._waiting = quiet
        try:
            if not quiet or self.commits == seen:  # else a commit came meanwhile: look again now
                await self._pause(delay)
        finally:
            self._waiting = False
        spacing = self._looked + self.settings.interval - asyncio.get_running_loop().time()
        if quiet and spacing > 0 and not self._stopping:  # woken by a commit: one look per interval at most
            await self._pause(spacing)

    def stopping(self) -> bool:
        """Read through a method: mypy narrows the attribute after the loop test and misses the awaits."""
        return self._stopping

    async def _pause(self, seconds: float) -> None:
        """Sleep, unless :meth:`stop` wakes us."""
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(self._wake.wait(), seconds)
        if not self._stopping:
            self._wake.clear()


def install(context: AppContext) -> Installed:
    scheduler = Scheduler(context, SchedulerSettings.from_env(), deadline_index(context.store.config))
    gauge(
        context,
        "folie_scheduler_leader",
        "1 if this worker runs the deadline scheduler.",
        lambda: float(scheduler.leader),
    )
    gauge(
        context,
        "folie_scheduler_position",
        "Notification id the scheduler has read up to (lag: folie_store_notification_id minus this).",
        lambda: float(scheduler.position) if scheduler.leader else None,
    )
    gauge(
        context,
        "folie_scheduler_deadlines",
        "Matches with a pending deadline.",
        lambda: float(scheduler.pending) if scheduler.leader else None,
    )
    gauge(
        context,
        "folie_scheduler_fired_total",
        "Deadlines this worker fired.",
        lambda: float(scheduler.fired),
        kind="counter",
    )
    return Installed(on_startup=[scheduler.start], on_shutdown=[scheduler.stop])
