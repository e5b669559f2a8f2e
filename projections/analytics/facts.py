"""Recording a finished match's facts in the store (:mod:`domain.facts` computes them).

The service records them when a match ends (:func:`record`); ``folie project --facts`` records them
afterwards (:func:`backfill`): ``missing`` for the finished matches that have none (a store from
before facts were recorded, or a crash between a match's end and its facts), ``all`` for every
finished match again when a game declared a new statistic (a new version of each facts stream: the
projector replaces the match's rows with it).
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterator, Sequence
from typing import Any, Literal
from uuid import UUID

import msgspec
from eventsourcing.persistence import StoredEvent

from domain.contract import Engine
from domain.facts import MatchFinished, facts_stream, match_facts
from domain.match_events import PLATFORM, MatchCreated, Record
from domain.statistics import GameStatistics
from projections.codec import Codec, EventType, UnknownEventType
from projections.store import EventStore, stored

log = logging.getLogger("folie.analytics")

Backfill = Literal["missing", "all"]
PAGE = 5_000
"""Notifications read at a time looking for matches; matches whose facts are stored together."""


def encoded(codec: Codec, facts: MatchFinished, version: int) -> StoredEvent:
    """``facts`` as version ``version`` of its match's facts stream."""
    topic, data = codec.encode(Record(version=version, event=facts, cmd=0, at=facts.finished_at))
    return stored(facts_stream(facts.match_id), version, topic, data)


def decoded(codec: Codec, rows: Sequence[StoredEvent]) -> list[Record]:
    """A match's stored rows as records; rows this build cannot decode are left out (the projector
    went past them too)."""
    out = []
    for row in rows:
        try:
            out.append(codec.decode(row.originator_version, row.topic, row.state))
        except (UnknownEventType, msgspec.DecodeError, msgspec.ValidationError):
            continue
    return out


def facts_of(
    store: EventStore,
    codec: Codec,
    engines: dict[str, Engine[Any, Any]],
    declared: dict[str, GameStatistics],
    match_id: str,
) -> MatchFinished | None:
    """The facts of a stored match, read from the store (``None``: not finished, or a game this build
    does not run)."""
    records = decoded(codec, store.select(UUID(match_id)))
    if not records or not isinstance(records[0].event, MatchCreated):
        return None
    game = records[0].event.game
    engine = engines.get(game)
    if engine is None:
        return None
    return match_facts(engine, declared.get(game), match_id, records)


def match_ids(store: EventStore) -> Iterator[str]:
    """Every match in the store, in order of creation (from the notification log, creations only)."""
    topics = EventType(PLATFORM, MatchCreated).stored_topics
    start = 1
    head = store.max_notification_id()
    while start <= head:
        page = store.notifications(start, PAGE, topics, head)
        if not page:
            return
        for note in page:
            yield str(note.originator_id)
        start = page[-1].id + 1


def backfill(
    store: EventStore,
    engines: dict[str, Engine[Any, Any]],
    declared: dict[str, GameStatistics],
    which: Backfill = "missing",
    progress: Callable[[int, int], None] | None = None,
) -> int:
    """Record the facts of the finished matches that have none (``missing``) or of every finished
    match again (``all``); returns how many were recorded. ``progress(matches seen, recorded)``."""
    codec = Codec(engines)
    pending: list[StoredEvent] = []
    seen = recorded = 0
    for match_id in match_ids(store):
        seen += 1
        last = store.last_version(facts_stream(match_id))
        if last and which == "missing":
            continue
        facts = facts_of(store, codec, engines, declared, match_id)
        if facts is None:
            continue
        pending.append(encoded(codec, facts, last + 1))
        recorded += 1
        if len(pending) >= 500:
            store.insert(pending)
            pending = []
            if progress is not None:
                progress(seen, recorded)
    if pending:
        store.insert(pending)
    if progress is not None:
        progress(seen, recorded)
    return recorded
