"""The state projection: a match folded from its latest snapshot plus the tail, kept warm.

Loading a match reads at most one snapshot and the events after it, so load time stays flat however
long the history. Warm matches live in an LRU cache; a cached match is always brought up to date with
the store's tail before it is used (another worker may have appended), so the cache is only ever a
head start, never a source of truth.

All methods block on I/O: the service calls them from worker threads, under the match's lock.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Sequence
from typing import Any
from uuid import UUID

import msgspec
from eventsourcing.persistence import StoredEvent

from domain.contract import Engine
from domain.match import evolve, new_match
from domain.match_events import MatchCreated, Record
from domain.match_state import Match
from projections.codec import Codec
from projections.store import EventStore, stored

SNAPSHOT_FORMAT = 4
"""2: ``Match.keys`` is filed per seat (``domain.idempotency.key_slot``); 3: ``Match.retired_tokens`` keeps
the last ``MAX_RETIRED_TOKENS`` only; 4: undo spans end at the records stored before the platform
checked draws and reveals (``domain.barriers.unchecked``). Older snapshots are refolded (so every load
path agrees)."""


class Snapshot(msgspec.Struct, array_like=True):
    match: Match
    state: bytes


class GameNotRegistered(LookupError):
    """A stored match is of a game this build does not run (removed, or not deployed here): it cannot
    be folded or viewed, which the service answers like undecodable data (503 ``event_undecodable``)."""

    def __init__(self, game: str) -> None:
        super().__init__(game)
        self.game = game

    def __str__(self) -> str:
        return f"game {self.game!r} is not registered on this server"


class MatchRepository:
    def __init__(
        self,
        store: EventStore,
        codec: Codec,
        engines: dict[str, Engine[Any, Any]],
        *,
        snapshot_every: int = 200,
        cache_size: int = 4096,
    ) -> None:
        self.store = store
        self.codec = codec
        self.engines = engines
        self.snapshot_every = snapshot_every
        self.cache_size = cache_size
        self._cache: OrderedDict[str, Match] = OrderedDict()
        self._cache_lock = threading.Lock()  # loads run in worker threads
        self._encoder = msgspec.msgpack.Encoder()
        self._snapshot_decoder = msgspec.msgpack.Decoder(Snapshot)

    # -- loading --------------------------------------------------------------------------------
    def engine(self, match: Match) -> Engine[Any, Any]:
        """The match's engine; :class:`GameNotRegistered` (a 503 naming the match) if this build lacks it."""
        engine = self.engines.get(match.game)
        if engine is None:
            raise GameNotRegistered(match.game)
        return engine

    def cached(self, match_id: str) -> Match | None:
        with self._cache_lock:
            match = self._cache.get(match_id)
            if match is not None:
                self._cache.move_to_end(match_id)
            return match

    def load(self, match_id: str) -> Match | None:
        """The current match (cache refreshed from the store's tail), or ``None`` if unknown."""
        match = self.cached(match_id)
        if match is None:
            match = self.build(match_id)
            if match is None:
                return None
            self.remember(match)
            return match
        self.refresh(match)
        return match

    def refresh(self, match: Match) -> Match:
        """Fold whatever other writers appended after the cached version."""
        rows = self.store.select(UUID(match.id), after=match.version)
        return self._fold(match.id, match, rows)

    def build(self, match_id: str, upto: int | None = None) -> Match | None:
        """Fold from the latest usable snapshot at or before ``upto`` (uncached)."""
        uuid = UUID(match_id)
        match = self._load_snapshot(uuid, upto)
        rows = self.store.select(uuid, after=match.version if match else 0, upto=upto)
        if match is None and not rows:
            return None
        return self._fold(match_id, match, rows)

    def state_at(self, match_id: str, version: int) -> Match:
        """The match as it stood right after ``version`` (for undo and replay)."""
        match = self.build(match_id, upto=version)
        if match is None:
            raise KeyError(match_id)
        return match

    def _fold(self, match_id: str, match: Match | None, rows: Sequence[StoredEvent]) -> Match:
        for row in rows:
            record = self.codec.decode(row.originator_version, row.topic, row.state)
            match = self.apply(match_id, match, record)
        if match is None:
            raise KeyError(match_id)
        return match

    def apply(self, match_id: str, match: Match | None, record: Record) -> Match:
        if match is None:
            if not isinstance(record.event, MatchCreated):
                raise ValueError(f"match {match_id} does not start with match_created")
            return new_match(match_id, record.event)
        return evolve(self.engine(match), match, record, lambda v: self.state_at(match_id, v))

    def remember(self, match: Match) -> None:
        with self._cache_lock:
            self._cache[match.id] = match
            self._cache.move_to_end(match.id)
            while len(self._cache) > self.cache_size:
                self._cache.popitem(last=False)

    def forget(self, match_id: str) -> None:
        with self._cache_lock:
            self._cache.pop(match_id, None)

    # -- records --------------------------------------------------------------------------------
    def records(self, match_id: str, after: int = 0, upto: int | None = None, limit: int | None = None) -> list[Record]:
        rows = self.store.select(UUID(match_id), after=after, upto=upto, limit=limit)
        return [self.codec.decode(row.originator_version, row.topic, row.state) for row in rows]

    def encode(self, match_id: str, records: Sequence[Record]) -> list[StoredEvent]:
        uuid = UUID(match_id)
        out = []
        for record in records:
            topic, data = self.codec.encode(record)
            out.append(stored(uuid, record.version, topic, data))
        return out

    # -- snapshots ------------------------------------------------------------------------------
    def snapshot_topic(self, match: Match) -> str:
        return f"{match.game}/snapshot@{self.engine(match).rules_version}#{SNAPSHOT_FORMAT}"

    def snapshot_due(self, before: int, after: int) -> bool:
        return after // self.snapshot_every > before // self.snapshot_every

    def make_snapshot(self, match: Match) -> StoredEvent:
        engine = self.engine(match)
        frozen = msgspec.structs.replace(match, state=None)
        data = self._encoder.encode(Snapshot(frozen, engine.encode_state(match.state)))
        return stored(UUID(match.id), match.version, self.snapshot_topic(match), data)

    def _load_snapshot(self, uuid: UUID, upto: int | None) -> Match | None:
        row = self.store.latest_snapshot(uuid, upto)
        if row is None:
            return None
        snapshot = self._snapshot_decoder.decode(row.state)
        match = snapshot.match
        engine = self.engines.get(match.game)
        if engine is None or row.topic != f"{match.game}/snapshot@{engine.rules_version}#{SNAPSHOT_FORMAT}":
            return None  # written under other rules or format: fold from the start instead
        match.state = engine.decode_state(snapshot.state)
        return match
