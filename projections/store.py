"""The event store: eventsourcing's recorders (SQLite by default, PostgreSQL in production).

We use eventsourcing's persistence layer directly (application recorder for events and the
notification log, an aggregate recorder for snapshots) rather than its Aggregate classes: events are
our own msgspec structs with their own envelope, and the recorders give us what we need from the
library: atomic multi-event inserts, optimistic concurrency on (match, version), and a totally ordered
notification log for projections. Why, in more words: ``docs/architecture.md``.

Writes go through :class:`BatchWriter`, which commits concurrent appends (of different matches)
together. Where a commit waits for the disk (PostgreSQL's round trip, SQLite with
``synchronous=FULL``: an fsync per commit), one writer thread does it, so the event loop never
blocks and grouping lets throughput grow with concurrency. SQLite with ``synchronous=NORMAL`` (the
embedded default, as Rails and most SQLite deployments use with WAL) commits without an fsync, in
tens of microseconds: there the appends of one event-loop iteration are committed on the loop itself,
in one transaction, because handing them to a thread and waking the loop again costs more than the
commit. A batch that hits a version conflict is retried item by item so that only the stale append
fails.
"""

from __future__ import annotations

import asyncio
import contextlib
import errno
import functools
import logging
import queue
import sqlite3
import threading
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import Future
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypeVar, cast
from uuid import UUID

from eventsourcing.persistence import (
    AggregateRecorder,
    ApplicationRecorder,
    DatabaseError,
    InfrastructureFactory,
    IntegrityError,
    Notification,
    StoredEvent,
)
from eventsourcing.sqlite import (
    SQLiteApplicationRecorder,
    SQLiteConnection,
    SQLiteConnectionPool,
    SQLiteCursor,
    SQLiteDatastore,
    SQLiteFactory,
)

log = logging.getLogger("folie.store")


class VersionConflict(Exception):
    """Another writer appended to the match first (the expected version is stale)."""


class StoreUnavailable(Exception):
    """The event store cannot be opened (unwritable directory, not a database...): the message says
    which file and what to do."""


class StoreCorrupt(DatabaseError):
    """The event store's data is damaged (SQLite or PostgreSQL says so while reading or writing it). The
    store keeps the first such fault in :attr:`EventStore.fault`, and ``/readyz`` answers 503 with it."""


class StorageTrouble(DatabaseError):
    """The disk under the event store refuses a write or a read (full, or an I/O error). Unlike damage,
    this passes: the store logs the first of an outage once and forgets it after the next good commit."""

    retry_after = 30
    """Seconds a client should wait before retrying (``Retry-After``)."""


class StoreFull(StorageTrouble):
    """The disk is full (SQLite's ``SQLITE_FULL``, ``ENOSPC``, PostgreSQL's ``disk_full``): the commit
    was refused, so what it held was not stored."""


class StoreWriteFailed(StorageTrouble):
    """An I/O error (a failed write or fsync): a commit's outcome is unknown (the bytes may have reached
    the disk before the error), so nobody may be told it was or was not stored."""


_CORRUPTION = ("malformed", "not a database", "corrupt")
"""What SQLite's messages say when a file is damaged (``SQLITE_CORRUPT``, ``SQLITE_NOTADB``)."""


def _sqlite_damage(error: BaseException) -> str | None:
    """SQLite's message if ``error`` (or what it wraps) says the file is damaged."""
    seen: BaseException | None = error
    while seen is not None:
        if isinstance(seen, sqlite3.DatabaseError) and any(word in str(seen).lower() for word in _CORRUPTION):
            return str(seen)
        seen = seen.__cause__ or seen.__context__
    return None


_POSTGRES_CORRUPTION = ("XX001", "XX002")
"""PostgreSQL's SQLSTATEs for damage: ``data_corrupted`` (a table's block), ``index_corrupted``."""


def _postgres_damage(error: BaseException) -> str | None:
    """PostgreSQL's message if ``error`` (or what it wraps: eventsourcing re-raises psycopg's errors)
    says the data is damaged."""
    seen: BaseException | None = error
    while seen is not None:
        if getattr(seen, "sqlstate", None) in _POSTGRES_CORRUPTION:
            text = str(seen).strip()
            return text.splitlines()[0] if text else type(seen).__name__
        seen = seen.__cause__ or seen.__context__
    return None


_SQLITE_FULL, _SQLITE_IOERR = 13, 10
"""SQLite's primary result codes (``sqlite3.Error.sqlite_errorcode`` holds the extended one)."""
_POSTGRES_FULL, _POSTGRES_IOERR = ("53100",), ("58030",)
"""PostgreSQL's SQLSTATEs: ``disk_full``, ``io_error``."""


def _storage_trouble(error: BaseException) -> tuple[type[StorageTrouble], str] | None:
    """Which trouble ``error`` (or what it wraps) says the disk has, with its message; ``None``: none."""
    seen: BaseException | None = error
    while seen is not None:
        text = str(seen).strip().splitlines()[0] if str(seen).strip() else type(seen).__name__
        code = getattr(seen, "sqlite_errorcode", None)
        primary = code & 0xFF if isinstance(code, int) else None
        sqlstate = getattr(seen, "sqlstate", None)
        if isinstance(seen, sqlite3.Error):
            if primary == _SQLITE_FULL or "database or disk is full" in text.lower():
                return StoreFull, text
            if primary == _SQLITE_IOERR or "disk i/o error" in text.lower():
                return StoreWriteFailed, text
        elif sqlstate in _POSTGRES_FULL:
            return StoreFull, text
        elif sqlstate in _POSTGRES_IOERR:
            return StoreWriteFailed, text
        elif isinstance(seen, OSError) and seen.errno in (errno.ENOSPC, errno.EDQUOT):
            return StoreFull, text
        seen = seen.__cause__ or seen.__context__
    return None


def _advice(path: str) -> str:
    return (
        f"check it with 'folie verify' and 'sqlite3 {path} \"PRAGMA integrity_check\"', then restore it from a "
        "backup (docs/trust.md, 'Backup and restore') or move it away to start from an empty store"
    )


_Method = TypeVar("_Method", bound=Callable[..., Any])


def _watched(method: _Method) -> _Method:
    """Turn "the data is damaged" errors (SQLite's, PostgreSQL's) into :class:`StoreCorrupt` (the
    store remembers the first), and "the disk is full / failed" into :class:`StorageTrouble`."""

    @functools.wraps(method)
    def watched(self: EventStore, *args: Any, **kwargs: Any) -> Any:
        try:
            return method(self, *args, **kwargs)
        except (StoreCorrupt, StorageTrouble):
            raise
        except Exception as error:
            fault: DatabaseError | None = self.corruption(error) or self.trouble(error)
            if fault is None:
                raise
            raise fault from None

    return cast(_Method, watched)


@dataclass(frozen=True)
class StoreConfig:
    """Where events live. ``kind`` is ``"sqlite"`` (a file path, or ``:memory:``) or ``"postgres"``."""

    kind: str = "sqlite"
    sqlite_path: str = "var/folie.sqlite"
    postgres: dict[str, str] = field(default_factory=dict)
    sqlite_synchronous: str = "normal"
    """SQLite's ``PRAGMA synchronous``. ``normal`` (WAL): a commit survives the process being killed,
    and the database is never corrupted, but the last commits before a power loss or OS crash may be
    lost. ``full``: an fsync per commit, so they are not, at several times the cost per commit."""

    sqlite_commits: str = "loop"
    """Where cheap (``normal``) SQLite commits run: ``loop`` (the event loop itself) or ``thread``.
    Several processes writing one SQLite file wait on each other's write lock, and that wait must not
    block an event loop: ``folie serve`` picks ``thread`` when it runs more than one worker."""

    @property
    def commits_inline(self) -> bool:
        """Whether commits run on the event loop: cheap ones (no fsync, no network), one writer process."""
        return self.kind == "sqlite" and self.sqlite_synchronous == "normal" and self.sqlite_commits == "loop"

    def environment(self) -> dict[str, str]:
        if self.kind == "sqlite":
            if self.sqlite_path != ":memory:":
                Path(self.sqlite_path).parent.mkdir(parents=True, exist_ok=True)
            if self.sqlite_synchronous not in SQLITE_SYNCHRONOUS:
                raise ValueError(f"sqlite_synchronous must be one of {SQLITE_SYNCHRONOUS}")
            return {
                "PERSISTENCE_MODULE": "projections.store:FolieSQLiteFactory",
                "SQLITE_DBNAME": self.sqlite_path,
                "FOLIE_SQLITE_SYNCHRONOUS": self.sqlite_synchronous,
                "SQLITE_LOCK_TIMEOUT": "10",
                "APPLICATION_RECORDER_TOPIC": "projections.store:BulkSQLiteRecorder",
            }
        if self.kind == "postgres":
            env = {"PERSISTENCE_MODULE": "eventsourcing.postgres"}
            env.update({f"POSTGRES_{key.upper()}": value for key, value in self.postgres.items()})
            return env
        raise ValueError(f"unknown event store kind {self.kind!r}")


SQLITE_SYNCHRONOUS = ("normal", "full")


class _SynchronousPool(SQLiteConnectionPool):
    """eventsourcing's SQLite pool, setting ``PRAGMA synchronous`` on every new connection."""

    synchronous = "FULL"

    def _create_connection(self) -> SQLiteConnection:
        connection = super()._create_connection()
        if not self.is_sqlite_memory_mode:
            cursor = connection.cursor()
            cursor.execute(f"PRAGMA synchronous={self.synchronous}")
        return connection


class FolieSQLiteFactory(SQLiteFactory):
    """eventsourcing's SQLite factory with our ``synchronous`` setting (selected through
    ``PERSISTENCE_MODULE``, which accepts a factory class)."""

    def __init__(self, env: Any) -> None:
        super().__init__(env)
        synchronous = (self.env.get("FOLIE_SQLITE_SYNCHRONOUS") or "full").upper()
        old = self.datastore.pool
        pool = _SynchronousPool(db_name=old.db_name, lock_timeout=old.lock_timeout)
        pool.synchronous = "NORMAL" if synchronous == "NORMAL" else "FULL"
        old.close()
        self.datastore.pool = pool


class BulkSQLiteRecorder(SQLiteApplicationRecorder):
    """eventsourcing's SQLite application recorder, inserting a batch with one ``executemany`` on
    one dedicated writer connection.

    The stock recorder executes one statement per event to collect each row's notification id; we
    never use those ids, and the per-row Python loop held the GIL long enough to stall the event
    loop under load. It also takes a pooled connection and enters three context managers per
    commit: about 60 us of Python around SQLite's own ~60 us on this machine (118 us a commit, 79 us
    here), on the event loop for every group commit. Same table, same statement, same error classes.
    Forked processes must not use it (as any SQLite connection); nothing here forks with a store in
    use (simulation workers only play, their parent stores). An in-memory database
    keeps the stock path (there, the pool's interlocking is what makes one database of several
    connections). Plugged in through eventsourcing's ``APPLICATION_RECORDER_TOPIC`` setting.
    """

    def __init__(self, datastore: SQLiteDatastore, events_table_name: str = "stored_events") -> None:
        super().__init__(datastore, events_table_name)
        self._writer: SQLiteConnection | None = None
        self._writer_lock = threading.Lock()

    def insert_events(self, stored_events: Sequence[StoredEvent], **kwargs: Any) -> Sequence[int] | None:
        if self.datastore.pool.is_sqlite_memory_mode:
            return super().insert_events(stored_events, **kwargs)
        with self._writer_lock:
            if self._writer is None:  # the pool's own set-up: WAL, our synchronous, its lock timeout
                self._writer = self.datastore.pool._create_connection()
            with self._writer.transaction(commit=True) as cursor:  # eventsourcing's BEGIN/COMMIT and errors
                self._insert_events(cursor, stored_events, **kwargs)
        return None

    def _insert_events(self, c: SQLiteCursor, stored_events: Sequence[StoredEvent], **kwargs: Any) -> None:
        super(SQLiteApplicationRecorder, self)._insert_events(c, stored_events, **kwargs)

    def close_writer(self) -> None:
        with self._writer_lock:
            if self._writer is not None:
                self._writer.close()
                self._writer = None


NotificationRow = tuple[int, str, int, str, bytes]
"""One notification as a bulk reader gets it: ``(notification id, match id, version, topic, bytes)``."""


class EventStore:
    """Blocking access to stored events, snapshots and the notification log (call from threads)."""

    def __init__(self, config: StoreConfig) -> None:
        self.config = config
        self.closed = True
        self.fault: StoreCorrupt | None = None
        """The first sign that the store's file is damaged (``None``: none seen)."""
        self.outage: StorageTrouble | None = None
        """The disk trouble met since the last good commit (``None``: none), logged once."""
        self.on_commit: list[Callable[[], None]] = []
        """Called after each commit of this process's appends, on the committing thread (the event loop or
        the writer thread): cheap calls that wake a follower waiting for new events (issue 39: idle work
        waits on commits, not on timers). Appends of other processes are not seen here."""
        self.open()

    def open(self) -> None:
        """Connect and create tables if needed; a closed store can be opened again (a second lifespan).

        Raises :class:`StoreUnavailable` with the file and what to do when a SQLite store cannot be
        opened (its directory cannot be created or written, the file is not a database)."""
        if not self.closed:
            return
        if self.config.kind == "postgres":
            with postgres_setup_lock(self.config.postgres):
                self._connect()
        else:
            try:
                self._connect()
            except Exception as error:
                raise StoreUnavailable(_unavailable(self.config.sqlite_path, error)) from error
        self.closed = False

    def corruption(self, error: BaseException) -> StoreCorrupt | None:
        """``error`` as a :class:`StoreCorrupt` if it says the store's data is damaged, else ``None``.

        The first such fault is kept in :attr:`fault` and logged (once). Also for those who open the
        file themselves (the scheduler's deadline index lives in it)."""
        if isinstance(error, StoreCorrupt):
            return error
        if self.config.kind == "postgres":
            damage = _postgres_damage(error)
            if damage is None:
                return None
            pg = self.config.postgres
            fault = StoreCorrupt(
                f"the event store (PostgreSQL database {pg.get('dbname')} on {pg.get('host', '127.0.0.1')}:"
                f"{pg.get('port', '5432')}, schema {pg.get('schema') or 'public'}) is damaged ({damage}): check "
                "it with 'folie verify' and the server's log (REINDEX a damaged index), then restore it from a "
                "backup (docs/trust.md, 'Backup and restore')"
            )
        else:
            damage = _sqlite_damage(error)
            if damage is None:
                return None
            path = self.config.sqlite_path
            fault = StoreCorrupt(f"the event store {path} is damaged ({damage}): " + _advice(path))
        if self.fault is None:
            self.fault = fault
            log.error("%s", fault)
        return fault

    def trouble(self, error: BaseException) -> StorageTrouble | None:
        """``error`` as a :class:`StorageTrouble` if it says the disk is full or failed, else ``None``.

        The first of an outage is logged (once, naming the store and what to do); a good commit ends it."""
        if isinstance(error, StorageTrouble):
            return error
        found = _storage_trouble(error)
        if found is None:
            return None
        kind, text = found
        if self.config.kind == "postgres":
            pg = self.config.postgres
            where = f"PostgreSQL database {pg.get('dbname')} on {pg.get('host', '127.0.0.1')}:{pg.get('port', '5432')}"
            disk = "the server's data directory"
        else:
            where = disk = self.config.sqlite_path
        if kind is StoreFull:
            trouble: StorageTrouble = StoreFull(
                f"the event store ({where}) cannot write: its disk is full ({text}); commands are refused "
                f"with 503 storage_full until space is freed on the disk holding {disk}"
            )
        else:
            trouble = StoreWriteFailed(
                f"the event store ({where}) met a disk I/O error ({text}); commands are answered 503 "
                f"storage_failed (their outcome unknown) until a commit succeeds: check the disk holding {disk} "
                "(the kernel log), then 'folie verify'"
            )
        if self.outage is None:
            self.outage = trouble
            log.error("%s", trouble)
        return trouble

    def _recovered(self) -> None:
        if self.outage is not None:
            self.outage = None
            log.warning("the event store commits again")

    def _connect(self) -> None:
        self.factory = InfrastructureFactory.construct(self.config.environment())
        self.events: ApplicationRecorder = self.factory.application_recorder()
        self.snapshots: AggregateRecorder = self.factory.aggregate_recorder("snapshots")
        self.writer = BatchWriter(self)

    @_watched
    def insert(self, events: Sequence[StoredEvent]) -> None:
        """Insert atomically; raises :class:`VersionConflict` if any (match, version) exists."""
        try:
            self.events.insert_events(events)
        except IntegrityError as error:
            raise VersionConflict(str(error)) from error
        self._recovered()
        for call in self.on_commit:
            try:
                call()
            except Exception:  # the append is durable: a follower's wake-up failing must not say otherwise
                log.exception("a commit listener failed")

    @_watched
    def select(
        self, match_id: UUID, *, after: int = 0, upto: int | None = None, limit: int | None = None
    ) -> Sequence[StoredEvent]:
        return self.events.select_events(match_id, gt=after or None, lte=upto, limit=limit)

    @_watched
    def last_version(self, match_id: UUID) -> int:
        rows = self.events.select_events(match_id, desc=True, limit=1)
        return rows[0].originator_version if rows else 0

    @_watched
    def latest_snapshot(self, match_id: UUID, upto: int | None = None) -> StoredEvent | None:
        rows = self.snapshots.select_events(match_id, lte=upto, desc=True, limit=1)
        return rows[0] if rows else None

    @_watched
    def save_snapshot(self, snapshot: StoredEvent) -> None:
        """Snapshots are a cache: a duplicate (another worker got there first) is fine."""
        with contextlib.suppress(IntegrityError):
            self.snapshots.insert_events([snapshot])

    @_watched
    def notifications(
        self, start: int, limit: int, topics: Sequence[str] = (), stop: int | None = None
    ) -> Sequence[Notification]:
        """Notifications from id ``start`` on (at most ``limit``, none after ``stop``), only of
        ``topics`` when given: filtering in the database spares decoding rows nobody needs."""
        return self.events.select_notifications(start, limit, stop=stop, topics=topics)

    @_watched
    def notification_rows(self, start: int, limit: int) -> Sequence[NotificationRow]:
        """Notifications from id ``start`` on (at most ``limit``) as plain tuples, for bulk readers.

        On SQLite this is eventsourcing's own ``select_notifications`` query without its per-row
        ``Notification`` and ``UUID`` objects (they cost more than the rest of a row's projection, and
        readers want the match id as text anyway; here it is the stored 32-digit hex form). Other
        recorders go through the public API.
        """
        recorder = self.events
        if isinstance(recorder, SQLiteApplicationRecorder):
            statement = (
                f"SELECT rowid, originator_id, originator_version, topic, state FROM {recorder.events_table_name} "
                "WHERE rowid >= ? ORDER BY rowid LIMIT ?"
            )
            with recorder.datastore.transaction(commit=False) as cursor:
                raw = cursor.sqlite_cursor
                raw.row_factory = None
                raw.execute(statement, (start, limit))
                rows: list[NotificationRow] = raw.fetchall()
                return rows
        return [
            (n.id, str(n.originator_id), n.originator_version, n.topic, n.state)
            for n in self.notifications(start, limit)
        ]

    @_watched
    def max_notification_id(self) -> int:
        return self.events.max_notification_id() or 0

    def close(self) -> None:
        if self.closed:
            return
        self.closed = True
        self.writer.close()
        if isinstance(self.events, BulkSQLiteRecorder):
            self.events.close_writer()
        self.factory.close()


def _unavailable(path: str, error: BaseException) -> str:
    """One sentence on why a SQLite store at ``path`` cannot be opened, and what to do."""
    damage = _sqlite_damage(error)
    if damage is not None:
        return f"the event store {path} is not a usable SQLite database ({damage}): " + _advice(path)
    if isinstance(error, OSError) or "unable to open" in str(error).lower() or "readonly" in str(error).lower():
        directory = Path(path).parent
        return (
            f"the event store {path} cannot be created or written ({type(error).__name__}: {error}): make "
            f"{directory} a directory this user may write (or point SQLITE_DBNAME / FOLIE_DATABASE_URL elsewhere)"
        )
    return f"the event store {path} cannot be opened ({type(error).__name__}: {error})"


_Item = tuple[list[StoredEvent], Any]
"""Events to append and what to complete: a concurrent future, an asyncio future, or ``None`` for a
snapshot (best effort, nobody waits)."""


class BatchWriter:
    """Commits queued appends in groups (group commit): on a writer thread, or on the event loop when
    the store's commits are cheap (:attr:`StoreConfig.commits_inline`)."""

    max_batch = 256

    def __init__(self, store: EventStore) -> None:
        self._store = store
        self._queue: queue.SimpleQueue[_Item | None] = queue.SimpleQueue()
        self._thread = threading.Thread(target=self._run, name="folie-writer", daemon=True)
        self._started = False
        self._lock = threading.Lock()
        self.inline = store.config.commits_inline
        self._pending: dict[asyncio.AbstractEventLoop, list[_Item]] = {}
        """Inline appends waiting for their loop's next iteration, per loop (tests run several)."""

    def submit(self, events: list[StoredEvent]) -> Future[None]:
        """Queue an append; the future completes once it is durable (or fails with a conflict)."""
        self._ensure_started()
        future: Future[None] = Future()
        self._queue.put((events, future))
        return future

    def submit_async(self, events: list[StoredEvent]) -> asyncio.Future[None]:
        """Like :meth:`submit`, for the event loop.

        Inline, the appends made during one loop iteration are committed together at the start of
        the next one, on the loop; otherwise they go to the writer thread, which completes a whole
        batch with one loop callback.
        """
        loop = asyncio.get_running_loop()
        future: asyncio.Future[None] = loop.create_future()
        if self.inline:
            self._later(loop, (events, future))
        else:
            self._ensure_started()
            self._queue.put((events, future))
        return future

    def submit_snapshot(self, snapshot: StoredEvent) -> None:
        """Queue a snapshot write (best effort, nobody waits); it goes the same way as appends."""
        if self.inline:
            try:
                loop = asyncio.get_running_loop()
            except RuntimeError:
                pass
            else:
                self._later(loop, ([snapshot], None))
                return
        self._ensure_started()
        self._queue.put(([snapshot], None))

    def _later(self, loop: asyncio.AbstractEventLoop, item: _Item) -> None:
        with self._lock:
            waiting = self._pending.setdefault(loop, [])
            waiting.append(item)
            first = len(waiting) == 1
        if first:
            loop.call_soon(self._flush, loop)

    def _flush(self, loop: asyncio.AbstractEventLoop) -> None:
        with self._lock:
            items = self._pending.pop(loop, [])
        for start in range(0, len(items), self.max_batch):
            self._commit(items[start : start + self.max_batch])

    def _run(self) -> None:
        while True:
            item = self._queue.get()
            if item is None:
                return
            batch = [item]
            while len(batch) < self.max_batch:
                try:
                    more = self._queue.get_nowait()
                except queue.Empty:
                    break
                if more is None:
                    self._queue.put(None)
                    break
                batch.append(more)
            self._commit(batch)

    def _ensure_started(self) -> None:
        with self._lock:
            if not self._started:
                self._thread.start()
                self._started = True

    def _commit(self, items: list[_Item]) -> None:
        """Commit ``items``; every waiting future is completed, whatever fails."""
        try:
            outcomes = self._outcomes(items)
        except Exception as error:  # nothing may be left waiting: a stuck future holds its match's lock
            log.exception("event store commit failed")
            outcomes = [(future, error) for _, future in items if future is not None]
        _complete(outcomes)

    def _outcomes(self, items: list[_Item]) -> list[tuple[Any, BaseException | None]]:
        batch: list[_Item] = []
        for events, future in items:
            if future is None:
                try:
                    self._store.save_snapshot(events[0])
                except (StoreCorrupt, StorageTrouble):
                    pass  # the store said so once (and /readyz says so); a traceback a snapshot adds nothing
                except Exception:  # snapshots are a cache: losing one costs a longer fold, nothing more
                    log.warning("snapshot not written", exc_info=True)
            else:
                batch.append((events, future))
        outcomes: list[tuple[Any, BaseException | None]] = []
        if len(batch) > 1:
            try:
                self._store.insert([event for events, _ in batch for event in events])
            except VersionConflict:
                pass  # some append is stale: redo them one by one so only that one fails
            except Exception as error:
                outcomes = [(future, error) for _, future in batch]
            else:
                outcomes = [(future, None) for _, future in batch]
        if not outcomes:
            for events, future in batch:
                try:
                    self._store.insert(events)
                except Exception as error:
                    outcomes.append((future, error))
                else:
                    outcomes.append((future, None))
        return outcomes

    def close(self) -> None:
        with self._lock:
            loops = list(self._pending)
        for loop in loops:  # appends whose loop never turned again (it stopped or closed)
            self._flush(loop)
        if self._started:
            self._queue.put(None)
            self._thread.join(timeout=10)


def _complete(outcomes: list[tuple[Any, BaseException | None]]) -> None:
    """Resolve futures: concurrent ones directly, asyncio ones with one callback per event loop."""
    by_loop: dict[asyncio.AbstractEventLoop, list[tuple[asyncio.Future[None], BaseException | None]]] = {}
    for future, error in outcomes:
        if isinstance(future, asyncio.Future):
            by_loop.setdefault(future.get_loop(), []).append((future, error))
        elif not future.set_running_or_notify_cancel():
            continue  # cancelled by its caller: nobody waits, and setting it would raise
        elif error is None:
            future.set_result(None)
        else:
            future.set_exception(error)
    try:
        current: asyncio.AbstractEventLoop | None = asyncio.get_running_loop()
    except RuntimeError:
        current = None
    for loop, pending in by_loop.items():
        if loop is current:
            _resolve(pending)  # committed on the loop itself: no wake-up needed
            continue
        with contextlib.suppress(RuntimeError):  # the loop closed: nobody is waiting any more
            loop.call_soon_threadsafe(_resolve, pending)


def _resolve(pending: list[tuple[asyncio.Future[None], BaseException | None]]) -> None:
    for future, error in pending:
        if future.done():
            continue
        if error is None:
            future.set_result(None)
        else:
            future.set_exception(error)


SETUP_LOCK_KEY = 0x466F6C6965  # "Folie": one advisory lock id for schema and table creation


@contextlib.contextmanager
def postgres_setup_lock(postgres: dict[str, str]) -> Iterator[None]:
    """Create the schema, holding an advisory lock while tables are created.

    Workers starting together on an empty database would otherwise race on ``CREATE TABLE IF NOT
    EXISTS`` (PostgreSQL can fail one of two concurrent creations of the same table or type).
    eventsourcing creates tables but not schemas.
    """
    import psycopg
    from psycopg import sql

    with psycopg.connect(
        dbname=postgres.get("dbname", ""),
        host=postgres.get("host", "127.0.0.1"),
        port=postgres.get("port", "5432"),
        user=postgres.get("user", ""),
        password=postgres.get("password", ""),
        autocommit=True,
    ) as conn:
        conn.execute("SELECT pg_advisory_lock(%s)", (SETUP_LOCK_KEY,))
        try:
            schema = postgres.get("schema")
            if schema:
                conn.execute(sql.SQL("CREATE SCHEMA IF NOT EXISTS {}").format(sql.Identifier(schema)))
            yield
        finally:
            conn.execute("SELECT pg_advisory_unlock(%s)", (SETUP_LOCK_KEY,))


def as_uuid(match_id: str) -> UUID:
    return UUID(match_id)


def stored(match_id: UUID, version: int, topic: str, data: bytes) -> StoredEvent:
    return StoredEvent(originator_id=match_id, originator_version=version, topic=topic, state=data)
