"""A finished match's facts are stored in the commit that ends it (issue 39 item 3).

The service records a match's facts (:class:`domain.facts.MatchFinished`, in a stream of their own)
when a command finishes it. They used to be a second append after the command's: a crash or a failed
write between the two left a match finished in the store without its facts (the analytics then missed
it until ``folie project --facts missing`` ran). Now the command's events and the facts are one
transaction: either both are stored or neither (and the command is refused, as any failed commit).

Real service, real SQLite store; the failure is injected at the store's recorder, as SQLite raises it
when the disk fails a write.
"""

from __future__ import annotations

import asyncio
import sqlite3
import uuid
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

import pytest
from eventsourcing.persistence import StoredEvent

from domain.facts import facts_stream
from projections.codec import Codec
from projections.matches import MatchRepository
from projections.store import EventStore, StoreConfig, StoreWriteFailed
from service.matches import MatchService
from tests.support.toy import ENGINE as TOY


@pytest.fixture(params=["normal", "full"])
def store(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[EventStore]:
    events = EventStore(StoreConfig(sqlite_path=str(tmp_path / "events.sqlite"), sqlite_synchronous=request.param))
    try:
        yield events
    finally:
        events.close()


def service(store: EventStore) -> MatchService:
    engines: dict[str, Any] = {"toy": TOY}
    return MatchService(MatchRepository(store, Codec(engines), engines), engines)


class Commits:
    """The streams each append transaction held; ``fail_facts``: a transaction holding facts fails
    as SQLite does when the disk fails a write (the crash between a match's end and its facts)."""

    def __init__(self, store: EventStore) -> None:
        self.held: list[set[uuid.UUID]] = []
        self.fail_facts = False
        self.facts_streams: set[uuid.UUID] = set()
        self._insert = store.events.insert_events
        store.events.insert_events = self.insert  # type: ignore[method-assign,assignment]

    def insert(self, events: Sequence[StoredEvent], **kwargs: Any) -> Any:
        streams = {uuid.UUID(str(event.originator_id)) for event in events}
        self.held.append(streams)
        if self.fail_facts and streams & self.facts_streams:
            raise sqlite3.OperationalError("disk I/O error")
        return self._insert(events, **kwargs)


def finished_in_store(svc: MatchService, match_id: str) -> bool:
    match = svc.repo.build(match_id)
    assert match is not None
    return bool(TOY.status(match.state).finished)


def test_a_match_is_never_finished_in_the_store_without_its_facts(store: EventStore) -> None:
    """The write of the facts fails: the command that ended the match is refused and nothing of it is
    stored (before: its events were stored and acknowledged, the facts lost)."""
    svc = service(store)

    async def play() -> tuple[str, Any]:
        created = await svc.create("toy", {"target": 2}, seed=7)
        mid = created.match_id
        commits = Commits(store)
        commits.facts_streams.add(facts_stream(mid))
        commits.fail_facts = True
        token = f"Bearer {created.seats[0].token}"
        try:
            outcome: Any = await svc.command(mid, token, {"action": "mark", "amount": 2})
        except Exception as error:
            outcome = error
        return mid, outcome

    mid, outcome = asyncio.run(play())
    facts = store.last_version(facts_stream(mid))
    assert not (finished_in_store(svc, mid) and facts == 0), "the match ended in the store without its facts"
    assert isinstance(outcome, StoreWriteFailed), outcome  # refused (503), not acknowledged
    warm = asyncio.run(svc.load(mid))
    assert not TOY.status(warm.state).finished, "a refused command was folded into the warm match"


def test_the_end_and_its_facts_are_one_commit(store: EventStore) -> None:
    svc = service(store)

    async def play() -> tuple[str, list[set[uuid.UUID]], Any]:
        created = await svc.create("toy", {"target": 3}, seed=7)
        mid = created.match_id
        commits = Commits(store)
        token = f"Bearer {created.seats[0].token}"
        await svc.command(mid, token, {"action": "mark", "amount": 1})  # not the end: no facts
        result = await svc.command(mid, token, {"action": "mark", "amount": 2})
        return mid, commits.held, result

    mid, held, result = asyncio.run(play())
    assert result.view.status.finished
    match, facts = uuid.UUID(mid), facts_stream(mid)
    assert held == [{match}, {match, facts}], held
    assert store.last_version(facts) == 1
    assert finished_in_store(svc, mid)
