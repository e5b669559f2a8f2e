"""The analytics projector: the store's notification log in, DuckDB rows out, exactly once.

Each :meth:`Projector.step` reads the notifications after the tracked position, turns them into
rows, and commits the rows together with the new position in ONE DuckDB transaction. A crash or kill
anywhere before the commit loses the transaction as a whole (DuckDB's WAL), so on restart the same
notifications are read again and nothing is lost or doubled; the in-memory caches are only a head
start and are dropped whenever a step fails.

A finished match's result, seats, stand-ins and the game's declared statistics come from its facts
(:class:`~domain.facts.MatchFinished`), recorded once where the match ended (the service, ``folie
simulate``) in a stream of their own: the projector decodes events to show them and never folds a
match through its engine, nor keeps anything per match but its game (issue 37: the folds were most
of the catch-up's cost). A revision of a match's facts (``folie project --facts all``, after a game
declared a new statistic) replaces the rows its earlier facts wrote. Games without a ``stats``
module (or unknown to this build) still get their matches and events.

The ``events`` table, one row per notification of a match (its facts are not one of its events), is
built column by column straight from the raw notification rows and handed to DuckDB as one Arrow
table per batch.
"""

from __future__ import annotations

import gc
import logging
import sqlite3
import threading
import time
from collections import OrderedDict
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager, nullcontext
from dataclasses import dataclass
from typing import Any, Generic, TypeVar
from uuid import UUID

import duckdb
import msgspec
import pyarrow as pa
import pyarrow.compute as pc
from eventsourcing.persistence import PersistenceError

from domain.contract import Engine, Event
from domain.facts import FACT_EVENTS, MatchFinished
from domain.match import decode_options
from domain.match_events import (
    CREDENTIAL_EVENTS,
    PLATFORM,
    PLATFORM_EVENTS,
    ChatPosted,
    MatchCreated,
    Record,
    UndoAnswered,
    Undone,
    UndoRequested,
)
from domain.statistics import GameStatistics, Setup, declared_statistics
from projections.analytics.rows import MICROS, TIMESTAMP, Batch, Columns, micros
from projections.analytics.schema import (
    TRACKING,
    FactTable,
    SchemaMismatch,
    StatisticReused,
    ensure_schema,
    fact_tables,
)
from projections.codec import Codec, Envelope, UnknownEventType, event_classes
from projections.store import EventStore, NotificationRow, StoreCorrupt
from projections.views import log_entry

log = logging.getLogger("folie.analytics")


E = TypeVar("E")


class TypedEnvelope(msgspec.Struct, Generic[E], array_like=True):
    """The store's :class:`~projections.codec.Envelope` with its body decoded as ``E`` in the same call."""

    seat: int | None
    at: float
    cmd: int
    key: str | None
    digest: str | None
    barrier: bool
    body: E
    barrier_rules: int = 0


class _Blank:
    """Envelope fields of a notification whose bytes cannot be read (all ``NULL`` in the row)."""

    seat = None
    at = None
    cmd = None
    body = None


_BLANK = _Blank()

GAME, PLATFORM_KIND, UNKNOWN, FACTS = 0, 1, 2, 3
_SAME, _OWN, _HIDDEN = 0, 1, 2
"""How the public sees an event: as its body, as a view of its own, or not at all (``public_body``)."""
GC_PAUSE_FROM = 10_000
"""Batches at least this big (catching up) are decoded with the cyclic collector paused, unless the
projector shares its process with requests (``pause_gc=False``): they keep their collector."""
BATCH_SIZE = 200_000
"""Notifications per transaction by default (see :class:`Projector`)."""


@dataclass(frozen=True)
class Topic:
    """What a stored topic tells before decoding anything, and how to decode its bytes."""

    index: int
    namespace: str
    tag: str
    schema_version: int
    kind: int
    decode: Callable[[bytes], Any]
    """Stored bytes to a :class:`TypedEnvelope` (a generic body for unknown types)."""
    credentials: bool = False
    """A platform event that holds credentials (token hashes): its body goes through
    :func:`~projections.views.log_entry`, which leaves them out."""
    view: Callable[[Any, int | None], Any] | None = None
    """A game event's public view, the engine's ``event_view`` (what :func:`~projections.views.log_entry`
    shows for no seat, called without its wrapper: no ``LogEntry`` and no platform checks per event)."""


class SourceMismatch(Exception):
    """The analytics file was built from another event store: rebuild it rather than mix two histories."""


@dataclass(frozen=True)
class DeadLetter:
    """A notification the projector could not project and went past (a row of ``dead_letters``)."""

    notification_id: int
    match_id: str | None
    version: int | None
    topic: str | None
    error: str
    recorded_at: float


class Projector:
    """Single writer of the analytics file. Call :meth:`step` from one thread at a time.

    ``batch_size`` bounds one transaction. Catching up, big ones pay: every DuckDB commit of a large
    batch also checkpoints, so 200,000 events per commit caught up a million events about 1.5 times
    faster than 50,000 (and 5,000 was slower still), for about 120 MB more memory at most.
    ``pause_gc``: pause the cyclic collector while decoding big batches (only in a process of its own).
    ``open_matches``: how many matches' games are remembered (a platform event of a match forgotten
    reads the match's first event from the store).
    """

    def __init__(
        self,
        store: EventStore,
        con: duckdb.DuckDBPyConnection,
        engines: dict[str, Engine[Any, Any]],
        *,
        batch_size: int = BATCH_SIZE,
        open_matches: int = 4096,
        pause_gc: bool = True,
    ) -> None:
        self.store = store
        self.con = con
        self.engines = engines
        self.batch_size = batch_size
        self.open_matches = open_matches
        self.pause_gc = pause_gc
        self.codec = Codec(engines)
        self.declarations: dict[str, GameStatistics] = declared_statistics(engines)
        self.tables: dict[str, dict[tuple[str, str | None], FactTable]] = {
            game: {("seat" if t.seat else "match", t.dimension): t for t in fact_tables(declared)}
            for game, declared in self.declarations.items()
        }
        self._by_id = {game: declared.by_id() for game, declared in self.declarations.items()}
        ensure_schema(con, self.declarations)
        self._columns = Columns(con)
        self._games: OrderedDict[str, str] = OrderedDict()
        """The game of each match seen lately (platform events show through their game's engine)."""
        self._position = self._read_position()
        self.dead_letters, self.last_dead_letter = self._read_dead_letters()
        self._source: str | None = None
        self._json = msgspec.json.Encoder()
        self._generic = msgspec.msgpack.Decoder()
        self._envelope = msgspec.msgpack.Decoder(Envelope)
        self._topics: dict[str, Topic] = {}
        self._tags: dict[type, str] = {}
        """Event class to its tag (the ``public_type`` of a game event's public view)."""
        self._classes = {
            (namespace, str(cls.__struct_config__.tag)): cls
            for namespace, classes in [
                (PLATFORM, [*PLATFORM_EVENTS, *FACT_EVENTS]),
                *((game, event_classes(engine.event_type)) for game, engine in engines.items()),
            ]
            for cls in classes
        }
        self.before_commit: Callable[[], None] | None = None
        """Called after the rows are written and before COMMIT (the fault tests kill the process here)."""

    # -- position -------------------------------------------------------------------------------
    def position(self) -> int:
        """The last notification id whose rows are committed (safe to read from any thread)."""
        return self._position

    def _read_position(self) -> int:
        row = self.con.execute("SELECT position FROM projection_tracking WHERE name = ?", [TRACKING]).fetchone()
        return int(row[0]) if row else 0

    def _read_dead_letters(self) -> tuple[int, DeadLetter | None]:
        count = self.con.execute("SELECT count(*) FROM dead_letters").fetchone()
        row = self.con.execute(
            "SELECT notification_id, match_id::VARCHAR, version, topic, error, epoch_us(recorded_at) "
            "FROM dead_letters ORDER BY notification_id DESC LIMIT 1"
        ).fetchone()
        last = None if row is None else DeadLetter(row[0], row[1], row[2], row[3], row[4], row[5] / MICROS)
        return (int(count[0]) if count else 0), last

    def lag(self) -> int:
        return max(0, self.store.max_notification_id() - self.position())

    def verify_source(self) -> str | None:
        """The store's identity (the id of its very first event), checked against the file's.

        Raises :class:`SourceMismatch` if the file was built from another store, or from a store
        that had more events than this one has now. ``None`` while the store is empty.
        """
        head = self.store.notifications(1, 1)
        if not head:
            if self._position > 0:
                raise SourceMismatch("the event store is empty but this analytics file is not: rebuild it")
            return None
        source = str(head[0].originator_id)
        row = self.con.execute("SELECT source FROM projection_tracking WHERE name = ?", [TRACKING]).fetchone()
        known = row[0] if row else None
        if known is not None and known != source:
            raise SourceMismatch(
                f"this analytics file follows the event store whose first event belongs to {known}, not {source}: "
                "point FOLIE_ANALYTICS_PATH elsewhere or rebuild with 'folie project --rebuild'"
            )
        if self.store.max_notification_id() < self._position:
            raise SourceMismatch("the event store has fewer events than this analytics file has projected: rebuild it")
        self._source = source
        return source

    # -- stepping -------------------------------------------------------------------------------
    def step(self, limit: int | None = None) -> int:
        """Project the next notifications (at most ``limit``); returns how many were committed."""
        if self._source is None:
            self.verify_source()
        notes = self.store.notification_rows(self.position() + 1, limit or self.batch_size)
        if not notes:
            return 0
        self._project(notes)
        return len(notes)

    def _project(self, notes: Sequence[NotificationRow]) -> None:
        """Commit ``notes``; if one of them cannot be projected, commit the others and record that one
        as a dead letter (halving the batch until the culprit is alone: about 2 log2(n) tries).

        Only errors that the notes themselves can cause are narrowed down this way; an unreachable
        store, a full disk or a broken file (:data:`TRANSIENT`) propagate, to be retried as a whole."""
        try:
            self._commit(self._prepare(notes), notes[-1][0])
            return
        except FATAL + TRANSIENT:
            self.reset()
            raise
        except Exception as error:
            self.reset()
            if len(notes) == 1:
                self._dead_letter(notes[0], error)
                return
        except BaseException:
            self.reset()
            raise
        middle = len(notes) // 2
        self._project(notes[:middle])
        self._project(notes[middle:])

    def _dead_letter(self, note: NotificationRow, error: Exception) -> None:
        """Record ``note`` as not projected (with the error) and move the position past it."""
        note_id, match_id, version, topic, _ = note
        text = f"{type(error).__name__}: {str(error).strip().splitlines()[0] if str(error).strip() else ''}"
        log.error("analytics: notification %s (%s, match %s) cannot be projected: %s", note_id, topic, match_id, text)
        letter = DeadLetter(note_id, _canonical(match_id), version, topic, text[:500], time.time())
        batch = Batch()
        batch.add(
            "dead_letters",
            {
                "notification_id": letter.notification_id,
                "match_id": letter.match_id,
                "version": letter.version,
                "topic": letter.topic,
                "error": letter.error,
                "recorded_at": micros(letter.recorded_at),
            },
        )
        try:
            self._commit(batch, note_id)
        except BaseException:
            self.reset()
            raise
        self.dead_letters += 1
        self.last_dead_letter = letter

    def catch_up(self, progress: Callable[[int, int], None] | None = None) -> int:
        """Step until the log is exhausted; ``progress(position, head)`` after each batch."""
        total = 0
        head = self.store.max_notification_id()
        while True:
            done = self.step()
            if not done:
                return total
            total += done
            if progress is not None:
                progress(self.position(), max(head, self.position()))

    def _prepare(self, notes: Sequence[NotificationRow]) -> Batch:
        """The rows of ``notes`` (advancing the caches past them)."""
        batch = Batch()
        with _no_cyclic_gc() if self.pause_gc and len(notes) >= GC_PAUSE_FROM else nullcontext():
            batch.frame("events", self._ingest(notes, batch))
        return batch

    def _commit(self, batch: Batch, last: int) -> None:
        """Insert ``batch`` and move the position to ``last`` in one transaction (the caller resets
        the caches if this raises)."""
        source = self._source or self.verify_source()
        in_transaction = False
        try:
            self.con.execute("BEGIN")
            in_transaction = True
            batch.write(self.con, self._columns)
            self.con.execute(
                "UPDATE projection_tracking SET position = ?, source = ?, updated_at = now()::TIMESTAMP WHERE name = ?",
                [last, source, TRACKING],
            )
            if self.before_commit is not None:
                self.before_commit()
            self.con.execute("COMMIT")
        except BaseException:
            if in_transaction:
                try:
                    self.con.execute("ROLLBACK")
                except duckdb.Error:
                    log.exception("analytics rollback failed")
            raise
        self._position = last

    def run(
        self,
        stop: threading.Event,
        poll: float = 0.25,
        on_error: Callable[[BaseException | None], None] | None = None,
        pace: float | Callable[[int], float] = 0.0,
        after_step: Callable[[], None] | None = None,
        wake: threading.Event | None = None,
        commits: Commits | None = None,
        idle: Callable[[], float] | None = None,
    ) -> None:
        """Follow the log until ``stop`` is set: catch up, then poll. Transient errors are retried
        with backoff (``on_error(error)``, then ``on_error(None)`` once a step succeeds); errors that
        retrying cannot fix (another store, another schema, a reused statistic id) propagate.

        ``pace``: after a step that found less than a full batch (the projector is caught up), wait
        this long before the next one. Inside a busy API worker, stepping again at once would commit
        a DuckDB transaction for every few events and take CPU from requests; pacing trades at most
        ``pace`` seconds of analytics lag for one transaction per ``pace``. A function of the step's
        count gives the pace after each step (a longer one while the log is busy).

        ``after_step``: called after every step that succeeded (the service publishes the snapshot
        other processes read there, see :mod:`projections.analytics.snapshots`).

        ``wake``: when set, ends the wait (``poll`` or ``pace``) at once and is cleared: a reader that
        needs the rows of what the store holds now (a query, issue 37) asks for the next step instead
        of waiting for the pace.

        ``commits`` (with ``wake``, in the process that appends: issue 39, idle costs nothing): once
        caught up, wait for the next commit instead of polling every ``poll`` seconds; ``idle()`` says
        how long at most (a net for another process's appends, or a publication still owed), and
        whoever sets ``stop`` sets ``wake`` too."""
        backoff = poll
        failing = False
        while not stop.is_set():
            seen = commits.count if commits is not None else 0
            try:
                done = self.step()
            except FATAL:
                raise
            except Exception as error:
                failing = True
                if on_error is not None:
                    on_error(error)
                if not isinstance(error, StoreCorrupt):  # that one the store reported once, with what to do
                    log.exception("analytics projector step failed; retrying")
                stop.wait(backoff)
                backoff = min(backoff * 2, 30.0)
                continue
            if failing and on_error is not None:
                on_error(None)
            failing = False
            backoff = poll
            if after_step is not None:
                after_step()
            if not done and commits is not None and wake is not None:
                commits.waiting = True
                try:
                    if commits.count == seen:  # else a commit came during the step: step again
                        _pause(stop, wake, idle() if idle is not None else IDLE_S, 0)
                finally:
                    commits.waiting = False
            elif not done:
                _pause(stop, wake, poll)
            elif done < self.batch_size and (wait := pace(done) if callable(pace) else pace) > 0:
                _pause(stop, wake, wait)

    def reset(self) -> None:
        """Forget every cache (after a failed step the next one rebuilds them from the store)."""
        self._games.clear()
        self._columns = Columns(self.con)
        try:
            self._position = self._read_position()
        except duckdb.Error:
            log.exception("cannot read the analytics position; keeping %s", self._position)

    # -- reading --------------------------------------------------------------------------------
    def decoder(self, topic: str) -> Callable[[bytes], Any]:
        """How this projector decodes the stored bytes of ``topic`` (to a :class:`TypedEnvelope`;
        ``bench.analytics_ingest --parts`` times it alone)."""
        return (self._topics.get(topic) or self._topic(topic)).decode

    def _topic(self, topic: str) -> Topic:
        """Parse and remember a stored topic (``namespace/tag@schema_version``)."""
        namespace, _, rest = topic.partition("/")
        tag, _, schema_text = rest.rpartition("@")
        schema_version = int(schema_text) if schema_text.isdigit() else 0
        cls = self._classes.get((namespace, tag))
        kind = (
            UNKNOWN
            if cls is None
            else FACTS
            if issubclass(cls, FACT_EVENTS)
            else PLATFORM_KIND
            if namespace == PLATFORM
            else GAME
        )
        decode: Callable[[bytes], Any]
        if cls is None:
            decode = self._unknown
        elif schema_version == cls.schema_version:
            decode = msgspec.msgpack.Decoder(TypedEnvelope[cls]).decode  # type: ignore[valid-type]
        else:
            decode = self._upcasting(topic)
        engine = self.engines.get(namespace) if kind == GAME else None
        credentials = cls is not None and kind == PLATFORM_KIND and _holds_credentials(cls)
        # log_entry checks platform classes before the engine's event_view: a game class is none of them
        plain_game_class = cls is not None and not issubclass(cls, PLATFORM_EVENTS)
        view = engine.event_view if engine is not None and plain_game_class else None
        info = Topic(len(self._topics), namespace, tag, schema_version, kind, decode, credentials, view)
        self._topics[topic] = info
        return info

    def _upcasting(self, topic: str) -> Callable[[bytes], Any]:
        """Decoding for bodies stored under an older schema version (through the codec's upcasters)."""

        def decode(data: bytes) -> TypedEnvelope[Event]:
            env = self._envelope.decode(data)
            body = self.codec.decode_body(topic, env.body)
            return TypedEnvelope(env.seat, env.at, env.cmd, env.key, env.digest, env.barrier, body, env.barrier_rules)

        return decode

    # -- one batch ------------------------------------------------------------------------------
    def _ingest(self, notes: Sequence[NotificationRow], batch: Batch) -> pa.Table:
        """Write the rows of created matches, platform events and finished matches' facts into
        ``batch`` and return the batch's ``events`` rows as one Arrow table.

        Game events, nearly all of them, only need showing: the topic's own decoder and the engine's
        ``event_view``, nothing kept per match. A finished match's rows come from its facts
        (:class:`~domain.facts.MatchFinished`, recorded where it ended), never from a fold here."""
        topics = self._topics
        envelopes: list[Any] = []
        bodies: list[Any] = []
        public_types: list[str] = []
        shows: list[int] = []
        own: list[Any] = []
        topic_index: list[int] = []
        games: list[str | None] = []
        engines = self.engines
        tags = self._tags
        facts: list[tuple[int, int, MatchFinished]] = []
        for note_id, match_id, version, topic, data in notes:
            info = topics.get(topic) or self._topic(topic)
            kind = info.kind
            if kind == GAME:
                env = info.decode(data)
                event = env.body
                view = info.view
                if view is not None:
                    visible = view(event, None)
                    if visible is event:  # the topic's tag is its class's
                        public_types.append(info.tag)
                        shows.append(_SAME)
                    elif visible is None:
                        public_types.append("redacted")
                        shows.append(_HIDDEN)
                    else:
                        public_types.append(tags.get(type(visible)) or self._tag(visible))
                        shows.append(_OWN)
                        own.append(visible)
                else:
                    record = Record(
                        version, event, env.cmd, env.seat, env.at, env.key, env.digest, env.barrier, env.barrier_rules
                    )
                    entry = log_entry(engines[info.namespace], record, None, told=False)
                    public_types.append(entry.type)
                    shows.append(_shown(entry.data, event, own))
                envelopes.append(env)
                bodies.append(event)
                games.append(info.namespace)
                topic_index.append(info.index)
            elif kind == PLATFORM_KIND:
                env = info.decode(data)
                envelopes.append(env)
                topic_index.append(info.index)
                event = env.body
                record = Record(
                    version, event, env.cmd, env.seat, env.at, env.key, env.digest, env.barrier, env.barrier_rules
                )
                game = event.game if type(event) is MatchCreated else self._game_of(match_id)
                games.append(game)
                engine = engines.get(game) if game is not None else None
                if engine is None:  # a game this build does not know: hidden from analysts while it runs
                    body = None if info.credentials else event
                    public_types.append("redacted")
                    shows.append(_shown(None, body, own))
                else:
                    body = (
                        log_entry(engine, record, None, omniscient=True, told=False).data if info.credentials else event
                    )
                    entry = log_entry(engine, record, None, told=False)
                    public_types.append(entry.type)
                    shows.append(_shown(entry.data, body, own))
                bodies.append(body)
                if type(event) is MatchCreated:
                    self._created(match_id, note_id, event, batch)
                    continue
                self._platform_rows(match_id, record, batch)
            elif kind == FACTS:
                finished = info.decode(data).body
                if isinstance(finished, MatchFinished):
                    facts.append((note_id, version, finished))
            else:
                env = info.decode(data)
                envelopes.append(env)
                topic_index.append(info.index)
                body = _without_credentials(env.body)
                bodies.append(body)
                public_types.append("redacted")  # a type this build does not know: what it hides is unknown
                shows.append(_shown(None, body, own))
                games.append(self._game_of(match_id) if info.namespace == PLATFORM else info.namespace)
        if facts:
            notes = [note for note in notes if (topics.get(note[3]) or self._topic(note[3])).kind != FACTS]
            self._finished_matches(notes, facts, batch)
        return self._events_frame(notes, envelopes, bodies, public_types, shows, own, topic_index, games)

    def _tag(self, event: Any) -> str:
        """The tag of ``event``'s class (remembered: log_entry's ``type`` for it)."""
        tag = self._tags[type(event)] = str(type(event).__struct_config__.tag)
        return tag

    def _unknown(self, data: bytes) -> Any:
        """A notification of a type this build does not know: its envelope with a generic body."""
        try:
            env = self._envelope.decode(data)
            body = self._generic.decode(env.body)
        except msgspec.DecodeError:
            return _BLANK
        return TypedEnvelope(env.seat, env.at, env.cmd, env.key, env.digest, env.barrier, body, env.barrier_rules)

    def _events_frame(
        self,
        notes: Sequence[NotificationRow],
        envelopes: list[Any],
        bodies: list[Any],
        public_types: list[str],
        shows: list[int],
        own: list[Any],
        topic_index: list[int],
        games: list[str | None],
    ) -> pa.Table:
        """The ``events`` rows: built column by column, the topic's parts by index, timestamps and
        JSON bodies in one call each (msgspec writes one body per line; JSON text has no raw newline).

        ``body`` is the event without credentials (token hashes never reach analytics); ``public_type``
        and ``public_body`` are the event as the public view shows it while the match runs
        (:func:`projections.views.log_entry` for no seat; ``redacted`` and ``NULL`` when it hides it)."""
        infos = sorted(self._topics.values(), key=lambda t: t.index)
        index = pa.array(topic_index, pa.int32())
        at = pc.multiply(pa.array([e.at for e in envelopes], pa.float64()), float(MICROS))
        occurred = pc.round(at, round_mode="half_to_even").cast(pa.int64()).cast(TIMESTAMP)
        body = self._json_column(bodies)
        # most events show the public what they are: reuse their JSON instead of encoding them twice;
        # only the views that differ (``own``, in order) are encoded (see :func:`_shown`)
        kinds = pa.array(shows, pa.int8())
        public_body = pc.if_else(pc.equal(kinds, _SAME), body, pa.scalar(None, pa.string()))
        if own:
            public_body = pc.replace_with_mask(public_body, pc.equal(kinds, _OWN), self._json_column(own))
        return pa.table(
            {
                "notification_id": pa.array([n[0] for n in notes], pa.int64()),
                "match_id": pa.array([n[1] for n in notes], pa.string()),
                "version": pa.array([n[2] for n in notes], pa.int32()),
                "game": pa.array(games, pa.string()),
                "namespace": pa.array([t.namespace for t in infos], pa.string()).take(index),
                "type": pa.array([t.tag for t in infos], pa.string()).take(index),
                "schema_version": pa.array([t.schema_version for t in infos], pa.int32()).take(index),
                "seat": pa.array([e.seat for e in envelopes], pa.int32()),
                "occurred_at": occurred,
                "cmd": pa.array([e.cmd for e in envelopes], pa.int32()),
                "body": body,
                "public_type": pa.array(public_types, pa.string()),
                "public_body": public_body,
            }
        )

    def _json_column(self, values: list[Any]) -> pa.Array:
        """``values`` as JSON text, one encode for all (``None`` is SQL ``NULL``, not JSON ``null``).

        msgspec's bytes are wrapped as one Arrow string without a copy and split on its line ends;
        only ``None`` encodes as ``null``, so that text marks the NULLs (no pass over ``values``)."""
        lines = self._json.encode_lines(values)
        offsets = pa.array([0, len(lines)], pa.int64()).buffers()[1]
        whole = pa.LargeStringArray.from_buffers(1, offsets, pa.py_buffer(lines))
        text = pc.split_pattern(whole, "\n").flatten()[: len(values)].cast(pa.string())
        nulls = pc.equal(text, "null")
        if not pc.any(nulls).as_py():
            return text
        return pc.if_else(nulls, pa.scalar(None, pa.string()), text)

    def _game_of(self, match_id: str) -> str | None:
        """The game of ``match_id`` (remembered from its creation, else read from the store)."""
        games = self._games
        game = games.get(match_id)
        if game is not None:
            games.move_to_end(match_id)
            return game
        for row in self.store.select(UUID(match_id), upto=1):
            try:
                created = self.codec.decode(row.originator_version, row.topic, row.state).event
            except (UnknownEventType, msgspec.DecodeError, msgspec.ValidationError):
                return None
            if isinstance(created, MatchCreated):
                self._remember(match_id, created.game)
                return created.game
        return None

    def _remember(self, match_id: str, game: str) -> None:
        self._games[match_id] = game
        while len(self._games) > self.open_matches:
            self._games.popitem(last=False)

    # -- rows ------------------------------------------------------------------------------------
    def _created(self, match_id: str, note_id: int, event: MatchCreated, batch: Batch) -> None:
        self._remember(match_id, event.game)
        setup = self._setup(event.game, event.options)
        batch.add(
            "match_created",
            {
                "match_id": match_id,
                "game": event.game,
                "rules_version": event.rules_version,
                "options": self._json.encode(event.options).decode(),
                "players": event.seats if setup.players is None else setup.players,
                "difficulty": setup.difficulty,
                "variant": setup.variant,
                "source": event.origin,
                "seed": event.seed,
                "created_at": micros(event.created_at),
                "notification_id": note_id,
            },
        )

    def _setup(self, game: str, options: dict[str, Any]) -> Setup:
        declared = self.declarations.get(game)
        engine = self.engines.get(game)
        if declared is None or engine is None:
            return Setup()
        try:
            return declared.describe(decode_options(engine, options))
        except Exception:
            log.warning("cannot describe the options of a %s match: %r", game, options)
            return Setup()

    def _platform_rows(self, match_id: str, record: Record, batch: Batch) -> None:
        event = record.event
        at = micros(record.at)
        if isinstance(event, ChatPosted):
            batch.add(
                "chat",
                {
                    "match_id": match_id,
                    "version": record.version,
                    "occurred_at": at,
                    "seat": event.seat,
                    "channel": event.channel,
                    "text": event.text,
                },
            )
            return
        undo: dict[str, Any] | None = None
        if isinstance(event, UndoRequested):
            undo = {"seat": event.seat, "kind": "requested", "to_version": event.to_version, "needs": event.needs}
        elif isinstance(event, UndoAnswered):
            undo = {"seat": event.seat, "kind": "accepted" if event.accept else "declined"}
        elif isinstance(event, Undone):
            undo = {"seat": event.seat, "kind": "undone", "to_version": event.to_version}
        if undo is not None:
            batch.add("undos", {"match_id": match_id, "version": record.version, "occurred_at": at, **undo})

    def _finished_matches(
        self, notes: Sequence[NotificationRow], facts: list[tuple[int, int, MatchFinished]], batch: Batch
    ) -> None:
        """The rows of the matches whose facts are in this batch (the last facts of a match win; a
        revision, facts version 2 on, replaces the rows the earlier facts wrote)."""
        latest: dict[str, tuple[int, int, MatchFinished]] = {}
        for note_id, version, finished in facts:
            if finished.game not in self.engines:  # a game this build does not know: no results, as before
                continue
            latest[str(UUID(finished.match_id))] = (note_id, version, finished)
        if not latest:
            return
        ends = self._end_notes(notes, {match_id: finished.version for match_id, (_, _, finished) in latest.items()})
        revised = [match_id for match_id, (_, version, _) in latest.items() if version > 1]
        if revised:
            games = {latest[match_id][2].game for match_id in revised}
            tables = ["match_results", "seats", "stand_ins"]
            tables += [table.name for game in sorted(games) for table in self.tables.get(game, {}).values()]
            batch.forget(tables, revised)
        for match_id, (note_id, _, finished) in latest.items():
            self._results(match_id, ends.get(match_id, note_id), finished, batch)

    def _end_notes(self, notes: Sequence[NotificationRow], versions: dict[str, int]) -> dict[str, int]:
        """The notification id of each match's last event before its end (``versions``: match id ->
        that event's version): found in this batch, else in the ``events`` rows already written."""
        forms = {UUID(match_id).hex: match_id for match_id in versions}
        forms.update({match_id: match_id for match_id in versions})
        found: dict[str, int] = {}
        for note_id, note_match, version, _, _ in notes:
            match_id = forms.get(note_match)
            if match_id is not None and versions[match_id] == version:
                found[match_id] = note_id
        missing = [match_id for match_id in versions if match_id not in found]
        if missing:  # ended in an earlier batch: one scan for all of them
            # the events are in log order: starting at the first creation lets DuckDB skip the row groups before it
            rows = self.con.execute(
                "SELECT e.match_id::VARCHAR, e.notification_id FROM events e JOIN "
                "(SELECT unnest(?::UUID[]) AS match_id, unnest(?::INTEGER[]) AS version) w USING (match_id, version) "
                "WHERE e.notification_id >= (SELECT coalesce(min(notification_id), 0) FROM match_created "
                "WHERE match_id IN (SELECT unnest(?::UUID[])))",
                [missing, [versions[match_id] for match_id in missing], missing],
            ).fetchall()
            found.update((str(match_id), int(note_id)) for match_id, note_id in rows)
        return found

    def _results(self, match_id: str, note_id: int, finished: MatchFinished, batch: Batch) -> None:
        self._remember(match_id, finished.game)
        outcome = finished.outcome
        batch.add(
            "match_results",
            {
                "match_id": match_id,
                "finished_at": micros(finished.finished_at),
                "result": outcome.result if outcome else None,
                "reason": outcome.reason if outcome else None,
                "detail": outcome.detail if outcome else None,
                "score": outcome.score if outcome else None,
                "winners": list(outcome.winners) if outcome else [],
                "turns": finished.turns,
                "events": finished.events,
                "stored_events": finished.stored_events,
                "undos": finished.undos,
                "chat_lines": finished.chat_lines,
                "duration_s": finished.finished_at - finished.created_at,
                "notification_id": note_id,
            },
        )
        for seat in finished.seats:
            batch.add(
                "seats",
                {
                    "match_id": match_id,
                    "seat": seat.seat,
                    "won": seat.won,
                    "commands": seat.commands,
                    "events": seat.events,
                    "chat_lines": seat.chat_lines,
                    "undo_requests": seat.undo_requests,
                },
            )
        for span in finished.stand_ins:
            batch.add(
                "stand_ins",
                {
                    "match_id": match_id,
                    "seat": span.seat,
                    "bot": span.bot,
                    "since_version": span.since,
                    "until_version": span.until,
                    "commands": span.commands,
                },
            )
        self._statistics(match_id, finished, batch)

    def _statistics(self, match_id: str, finished: MatchFinished, batch: Batch) -> None:
        game = finished.game
        declared = self.declarations.get(game)
        if declared is None:
            return
        if finished.statistics is None:
            log.error("statistics of %s match %s failed where it ended; its fact rows are left out", game, match_id)
            return
        tables = self.tables[game]
        stats = self._by_id[game]
        rows: dict[tuple[str, int | None, Any], dict[str, Any]] = {}
        for value in finished.statistics:
            stat = stats.get(value.stat)
            if (
                stat is None
                or (stat.scope == "seat") != (value.seat is not None)
                or (stat.by is None) != (value.key is None)
            ):
                log.error("%s statistic value %r does not fit its declaration; left out", game, value)
                continue
            table = tables[(stat.scope, stat.by)]
            row = rows.get((table.name, value.seat, value.key))
            if row is None:
                row = {"match_id": match_id}
                if table.seat:
                    row["seat"] = value.seat
                if table.dimension is not None:
                    row[table.dimension] = value.key
                rows[(table.name, value.seat, value.key)] = row
            row[stat.name] = value.value
        for (table_name, _, _), row in rows.items():
            batch.add(table_name, row)


FATAL = (SourceMismatch, SchemaMismatch, StatisticReused)
TRANSIENT: tuple[type[BaseException], ...] = (
    OSError,
    MemoryError,
    sqlite3.Error,
    PersistenceError,
    duckdb.IOException,
    duckdb.OutOfMemoryException,
    duckdb.FatalException,
    duckdb.InternalException,
    duckdb.TransactionException,
    duckdb.ConnectionException,
    duckdb.InterruptException,
)
"""Errors that say nothing about the notifications being projected (the store, the disk, the file):
the step is retried as a whole rather than narrowed down to a dead letter."""


CREDENTIAL_WORDS = ("token", "invitation")
"""A field whose name holds one of these is a credential (a token hash, an invitation code's hash)."""


def _holds_credentials(cls: type) -> bool:
    fields = getattr(cls, "__struct_fields__", ())
    return issubclass(cls, CREDENTIAL_EVENTS) or any(word in name for name in fields for word in CREDENTIAL_WORDS)


def _without_credentials(body: Any) -> Any:
    """A generic body (a type this build does not know) without the fields named like credentials."""
    if isinstance(body, dict):
        return {k: v for k, v in body.items() if not any(word in str(k) for word in CREDENTIAL_WORDS)}
    return body


def _shown(shown: Any, full: Any, own: list[Any]) -> int:
    """How the public sees an event whose body is ``full`` and whose public view is ``shown``: as
    its body (``_SAME``), not at all (``_HIDDEN``: ``None``), or as a view of its own (``_OWN``,
    appended to ``own``)."""
    if shown is full:
        return _SAME
    if shown is None:
        return _HIDDEN
    own.append(shown)
    return _OWN


def _canonical(match_id: Any) -> str:
    try:
        return str(UUID(str(match_id)))
    except ValueError:
        return str(match_id)


@contextmanager
def _no_cyclic_gc() -> Iterator[None]:
    """Pause the cyclic garbage collector while a batch is decoded.

    A batch allocates a few objects per event (envelopes, events, records) that either die by
    reference counting or stay in the caches; none form cycles, yet the collector kept walking
    every live one (a third of the batch's time at 50,000 events). The pause is process-wide but
    lasts one batch, and the collector runs again as soon as it is resumed.
    """
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()


def wait_until(projector: Projector, position: int, timeout: float = 10.0) -> bool:
    """Block until the committed position reaches ``position`` (tests and the CLI use it)."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if projector.position() >= position:
            return True
        time.sleep(0.02)
    return projector.position() >= position


WAKE_SLICE = 0.25
"""Seconds a paused projector waits on its ``wake`` event before it looks at ``stop`` again."""
IDLE_S = 5.0
"""Seconds a caught-up projector that is told of commits waits at most for one (a net for appends of
another process, which it is not told of)."""


class Commits:
    """Counts this process's commits (an :attr:`EventStore.on_commit` listener) and wakes a caught-up
    projector waiting for one: per commit, one increment, and one ``Event.set`` only while it waits."""

    def __init__(self, wake: threading.Event) -> None:
        self.wake = wake
        self.count = 0
        self.waiting = False

    def __call__(self) -> None:
        self.count += 1
        if self.waiting:
            self.wake.set()


def _pause(stop: threading.Event, wake: threading.Event | None, seconds: float, slice_: float = WAKE_SLICE) -> None:
    """Wait ``seconds``, or until ``stop`` is set, or until ``wake`` is set (then cleared). ``slice_``:
    how often ``stop`` is looked at (0: never in between, whoever sets ``stop`` sets ``wake`` too)."""
    if wake is None:
        stop.wait(seconds)
        return
    end = time.monotonic() + seconds
    while not stop.is_set():
        remaining = end - time.monotonic()
        if remaining <= 0:
            return
        if wake.wait(min(remaining, slice_) if slice_ > 0 else remaining):
            wake.clear()
            return
