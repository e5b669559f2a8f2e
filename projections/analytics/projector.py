"""The analytics projector: the store's notification log in, DuckDB rows out, exactly once.

Each :meth:`Projector.step` reads the notifications after the tracked position, turns them into
rows, and commits the rows together with the new position in ONE DuckDB transaction. A crash or kill
anywhere before the commit loses the transaction as a whole (DuckDB's WAL), so on restart the same
notifications are read again and nothing is lost or doubled; the in-memory caches are only a head
start and are dropped whenever a step fails.

Per open match the projector keeps the platform fold (:func:`domain.match.evolve`, the same code the
service runs) and the match's effective records. When the fold says the match has finished, the
projector writes its result, its seats, and the game's declared statistics. Games without a
``stats`` module (or unknown to this build) still get their matches and events projected.
"""

from __future__ import annotations

import logging
import threading
import time
from collections import Counter, OrderedDict
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any
from uuid import UUID

import duckdb
import msgspec
from eventsourcing.persistence import Notification

from domain.contract import Engine
from domain.match import (
    PLATFORM,
    ChatPosted,
    Match,
    MatchCreated,
    Record,
    UndoAnswered,
    Undone,
    UndoRequested,
    decode_options,
)
from domain.statistics import Finished, GameStatistics, Setup, declared_statistics
from projections.analytics.rows import Batch, micros
from projections.analytics.schema import (
    TRACKING,
    FactTable,
    SchemaMismatch,
    StatisticReused,
    ensure_schema,
    fact_tables,
)
from projections.codec import Codec, UnknownEventType
from projections.matches import MatchRepository
from projections.store import EventStore

log = logging.getLogger("folie.analytics")

SIMULATION_PREFIX = "simulation:"
"""Simulated matches carry ``simulation:<bot>`` instead of a creator token hash (see simulation.py)."""

EVENT_COLUMNS = (
    "notification_id",
    "match_id",
    "version",
    "game",
    "namespace",
    "type",
    "schema_version",
    "seat",
    "occurred_at",
    "cmd",
    "body",
)


class SourceMismatch(Exception):
    """The analytics file was built from another event store: rebuild it rather than mix two histories."""


@dataclass
class Tracked:
    """What the projector keeps about one open match between notifications."""

    game: str
    match: Match | None
    records: list[Record] = field(default_factory=list)
    stored: int = 0
    undos: int = 0
    chat: Counter[int] = field(default_factory=Counter)
    undo_requests: Counter[int] = field(default_factory=Counter)
    done: bool = False


class Projector:
    """Single writer of the analytics file. Call :meth:`step` from one thread at a time."""

    def __init__(
        self,
        store: EventStore,
        con: duckdb.DuckDBPyConnection,
        engines: dict[str, Engine[Any, Any]],
        *,
        batch_size: int = 5000,
        open_matches: int = 4096,
    ) -> None:
        self.store = store
        self.con = con
        self.engines = engines
        self.batch_size = batch_size
        self.open_matches = open_matches
        self.codec = Codec(engines)
        self.repo = MatchRepository(store, self.codec, engines, cache_size=1)
        self.declarations: dict[str, GameStatistics] = declared_statistics(engines)
        self.tables: dict[str, dict[tuple[str, str | None], FactTable]] = {
            game: {("seat" if t.seat else "match", t.dimension): t for t in fact_tables(declared)}
            for game, declared in self.declarations.items()
        }
        ensure_schema(con, self.declarations)
        self._open: OrderedDict[str, Tracked] = OrderedDict()
        self._finished: OrderedDict[str, str] = OrderedDict()
        self._position = self._read_position()
        self._source: str | None = None
        self._json = msgspec.json.Encoder()
        self._generic = msgspec.msgpack.Decoder()
        self.before_commit: Callable[[], None] | None = None
        """Called after the rows are written and before COMMIT (the fault tests kill the process here)."""

    # -- position -------------------------------------------------------------------------------
    def position(self) -> int:
        """The last notification id whose rows are committed (safe to read from any thread)."""
        return self._position

    def _read_position(self) -> int:
        row = self.con.execute("SELECT position FROM projection_tracking WHERE name = ?", [TRACKING]).fetchone()
        return int(row[0]) if row else 0

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
        start = self.position() + 1
        notes = self.store.notifications(start, limit or self.batch_size)
        if not notes:
            return 0
        batch = Batch()
        in_transaction = False
        try:
            source = self._source or self.verify_source()
            for note in notes:
                self._ingest(note, batch)
            self.con.execute("BEGIN")
            in_transaction = True
            batch.write(self.con)
            self.con.execute(
                "UPDATE projection_tracking SET position = ?, source = ?, updated_at = now()::TIMESTAMP WHERE name = ?",
                [notes[-1].id, source, TRACKING],
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
            self.reset()
            raise
        self._position = notes[-1].id
        return len(notes)

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

    def run(
        self,
        stop: threading.Event,
        poll: float = 0.25,
        on_error: Callable[[BaseException | None], None] | None = None,
    ) -> None:
        """Follow the log until ``stop`` is set: catch up, then poll. Transient errors are retried
        with backoff (``on_error(error)``, then ``on_error(None)`` once a step succeeds); errors that
        retrying cannot fix (another store, another schema, a reused statistic id) propagate."""
        backoff = poll
        failing = False
        while not stop.is_set():
            try:
                done = self.step()
            except FATAL:
                raise
            except Exception as error:
                failing = True
                if on_error is not None:
                    on_error(error)
                log.exception("analytics projector step failed; retrying")
                stop.wait(backoff)
                backoff = min(backoff * 2, 30.0)
                continue
            if failing and on_error is not None:
                on_error(None)
            failing = False
            backoff = poll
            if not done:
                stop.wait(poll)

    def reset(self) -> None:
        """Forget every cache (after a failed step the next one rebuilds them from the store)."""
        self._open.clear()
        self._finished.clear()
        try:
            self._position = self._read_position()
        except duckdb.Error:
            log.exception("cannot read the analytics position; keeping %s", self._position)

    # -- one notification -----------------------------------------------------------------------
    def _ingest(self, note: Notification, batch: Batch) -> None:
        match_id = str(note.originator_id)
        version = note.originator_version
        namespace, _, rest = note.topic.partition("/")
        tag, _, schema_text = rest.rpartition("@")
        try:
            record: Record | None = self.codec.decode(version, note.topic, note.state)
        except UnknownEventType:
            record = None
        game = self._game_of(match_id, version, record)
        body = self._body(note, record)
        columns = batch.columns("events", EVENT_COLUMNS)
        columns["notification_id"].append(note.id)
        columns["match_id"].append(match_id)
        columns["version"].append(version)
        columns["game"].append(game)
        columns["namespace"].append(namespace)
        columns["type"].append(tag)
        columns["schema_version"].append(int(schema_text) if schema_text.isdigit() else 0)
        columns["seat"].append(record.seat if record else None)
        columns["occurred_at"].append(micros(record.at) if record else None)
        columns["cmd"].append(record.cmd if record else None)
        columns["body"].append(body)
        if record is None:
            return
        event = record.event
        if namespace == PLATFORM:
            self._platform_rows(match_id, record, batch)
        if isinstance(event, MatchCreated):
            self._created(match_id, note.id, event, batch)
        tracked = self._tracked(match_id, version)
        if tracked is None:
            return
        self._advance(match_id, tracked, record)
        if not tracked.done and tracked.match is not None and tracked.match.finished_at is not None:
            tracked.done = True
            self._results(match_id, note.id, tracked, batch)
            self._open.pop(match_id, None)
            self._remember_finished(match_id, tracked.game)

    def _body(self, note: Notification, record: Record | None) -> str:
        if record is not None:
            return self._json.encode(record.event).decode()
        try:
            envelope = self._generic.decode(note.state)
            return self._json.encode(self._generic.decode(envelope[-1])).decode()
        except (msgspec.DecodeError, IndexError, TypeError):
            return "null"

    def _game_of(self, match_id: str, version: int, record: Record | None) -> str | None:
        if record is not None and isinstance(record.event, MatchCreated):
            return record.event.game
        finished = self._finished.get(match_id)
        if finished is not None:
            return finished
        tracked = self._tracked(match_id, version)
        return tracked.game if tracked is not None else None

    def _remember_finished(self, match_id: str, game: str) -> None:
        self._finished[match_id] = game
        while len(self._finished) > self.open_matches:
            self._finished.popitem(last=False)

    # -- folding ---------------------------------------------------------------------------------
    def _tracked(self, match_id: str, version: int) -> Tracked | None:
        """The match as of just before ``version`` (from the cache, or rebuilt from the store)."""
        if match_id in self._finished:
            return None
        tracked = self._open.get(match_id)
        if tracked is not None:
            self._open.move_to_end(match_id)
            return tracked
        if version == 1:
            return None
        tracked = self._rebuild(match_id, version)
        if tracked is None or tracked.done:
            if tracked is not None:
                self._remember_finished(match_id, tracked.game)
            return None
        self._keep(match_id, tracked)
        return tracked

    def _keep(self, match_id: str, tracked: Tracked) -> None:
        self._open[match_id] = tracked
        self._open.move_to_end(match_id)
        while len(self._open) > self.open_matches:
            self._open.popitem(last=False)

    def _rebuild(self, match_id: str, version: int) -> Tracked | None:
        """Fold the match's stored records before ``version`` (after a restart or a cache eviction)."""
        tracked: Tracked | None = None
        for row in self.store.select(UUID(match_id), upto=version - 1):
            try:
                record = self.codec.decode(row.originator_version, row.topic, row.state)
            except UnknownEventType:
                if tracked is not None:
                    tracked.stored += 1
                continue
            if tracked is None:
                if not isinstance(record.event, MatchCreated):
                    return None
                tracked = self._new(record.event)
            self._advance(match_id, tracked, record)
            if tracked.match is not None and tracked.match.finished_at is not None:
                tracked.done = True
        return tracked

    def _new(self, created: MatchCreated) -> Tracked:
        return Tracked(game=created.game, match=None)

    def _advance(self, match_id: str, tracked: Tracked, record: Record) -> None:
        """Apply one record to the tracked match (the platform fold) and its effective records."""
        tracked.stored += 1
        event = record.event
        if isinstance(event, ChatPosted):
            tracked.chat[event.seat] += 1
        elif isinstance(event, UndoRequested):
            tracked.undo_requests[event.seat] += 1
        elif isinstance(event, Undone):
            tracked.undos += 1
        if tracked.game not in self.engines:
            return
        if isinstance(event, MatchCreated):
            tracked.match = self.repo.apply(match_id, None, record)
        elif tracked.match is not None:
            tracked.match = self.repo.apply(match_id, tracked.match, record)
        if isinstance(event, Undone):
            tracked.records = [r for r in tracked.records if r.version <= event.to_version]
        else:
            tracked.records.append(record)

    # -- rows ------------------------------------------------------------------------------------
    def _created(self, match_id: str, note_id: int, event: MatchCreated, batch: Batch) -> None:
        tracked = self._new(event)
        self._keep(match_id, tracked)
        setup = self._setup(event.game, event.options)
        creator = event.creator_token
        batch.add(
            "match_created",
            {
                "match_id": match_id,
                "game": event.game,
                "rules_version": event.rules_version,
                "options": self._json.encode(event.options).decode(),
                "players": event.seats,
                "difficulty": setup.difficulty,
                "variant": setup.variant,
                "source": creator if creator.startswith(SIMULATION_PREFIX) else "play",
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

    def _results(self, match_id: str, note_id: int, tracked: Tracked, batch: Batch) -> None:
        match = tracked.match
        assert match is not None and match.finished_at is not None
        engine = self.engines[tracked.game]
        status = engine.status(match.state)
        outcome = status.outcome
        played = [r for r in tracked.records if not isinstance(r.event, _PLATFORM_TYPES)]
        batch.add(
            "match_results",
            {
                "match_id": match_id,
                "finished_at": micros(match.finished_at),
                "result": outcome.result if outcome else None,
                "reason": outcome.reason if outcome else None,
                "detail": outcome.detail if outcome else None,
                "score": outcome.score if outcome else None,
                "winners": list(outcome.winners) if outcome else [],
                "turns": status.turn,
                "events": len(played),
                "stored_events": tracked.stored,
                "undos": tracked.undos,
                "chat_lines": sum(tracked.chat.values()),
                "duration_s": match.finished_at - match.created_at,
                "notification_id": note_id,
            },
        )
        winners = set(outcome.winners) if outcome else set()
        for seat in range(match.seats):
            mine = [r for r in played if r.seat == seat]
            batch.add(
                "seats",
                {
                    "match_id": match_id,
                    "seat": seat,
                    "won": seat in winners,
                    "commands": len({r.cmd for r in mine}),
                    "events": len(mine),
                    "chat_lines": tracked.chat[seat],
                    "undo_requests": tracked.undo_requests[seat],
                },
            )
        self._statistics(match_id, tracked, match, engine, played, status.turn, outcome, batch)

    def _statistics(
        self,
        match_id: str,
        tracked: Tracked,
        match: Match,
        engine: Engine[Any, Any],
        played: list[Record],
        turns: int,
        outcome: Any,
        batch: Batch,
    ) -> None:
        declared = self.declarations.get(tracked.game)
        if declared is None:
            return
        tables = self.tables[tracked.game]
        stats = declared.by_id()
        try:
            options = decode_options(engine, match.options)
            finished = Finished(tracked.game, match.seats, options, played, match.state, outcome, turns)
            values = list(declared.compute(finished))
        except Exception:
            log.exception("statistics of %s match %s failed; its fact rows are left out", tracked.game, match_id)
            return
        rows: dict[tuple[str, int | None, Any], dict[str, Any]] = {}
        for value in values:
            stat = stats.get(value.stat)
            if (
                stat is None
                or (stat.scope == "seat") != (value.seat is not None)
                or (stat.by is None) != (value.key is None)
            ):
                log.error("%s statistic value %r does not fit its declaration; left out", tracked.game, value)
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


_PLATFORM_TYPES = (MatchCreated, ChatPosted, UndoRequested, UndoAnswered, Undone)
FATAL = (SourceMismatch, SchemaMismatch, StatisticReused)


def wait_until(projector: Projector, position: int, timeout: float = 10.0) -> bool:
    """Block until the committed position reaches ``position`` (tests and the CLI use it)."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if projector.position() >= position:
            return True
        time.sleep(0.02)
    return projector.position() >= position
