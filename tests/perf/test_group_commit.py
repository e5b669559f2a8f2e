"""Group commit on one worker (issue 39 item 3): concurrent commands of several matches share one
SQLite transaction, and each is acknowledged only after the commit that holds it.

Real service, real SQLite store (``synchronous=normal``: commits on the loop, the appends of one loop
iteration together; ``full``: a writer thread, whatever queued meanwhile together). Commits are
counted at the store (each ``EventStore.insert`` is one transaction), not timed.
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

from projections.codec import Codec
from projections.matches import MatchRepository
from projections.store import EventStore, StoreConfig, StoreWriteFailed
from service.matches import MatchService
from tests.support.toy import ENGINE as TOY

MATCHES = 12


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
    """Each transaction the store's recorder runs for appends (the events it held); ``failing``: it
    fails as SQLite does when the disk fails a write."""

    def __init__(self, store: EventStore) -> None:
        self.held: list[int] = []
        self.failing = False
        self._insert = store.events.insert_events
        store.events.insert_events = self.insert  # type: ignore[method-assign,assignment]

    def insert(self, events: Sequence[StoredEvent], **kwargs: Any) -> Any:
        self.held.append(len(events))
        if self.failing:
            raise sqlite3.OperationalError("disk I/O error")
        return self._insert(events, **kwargs)


async def opened(svc: MatchService, count: int) -> list[tuple[str, str]]:
    """``count`` matches, each with seat 0's token."""
    matches = []
    for _ in range(count):
        created = await svc.create("toy", {"target": 1000}, seed=7)
        matches.append((created.match_id, f"Bearer {created.seats[0].token}"))
    return matches


async def marks(svc: MatchService, matches: list[tuple[str, str]]) -> list[Any]:
    """One ``mark`` per match, all sent at once; each result or the exception it raised."""
    return await asyncio.gather(
        *(
            svc.command(mid, token, {"action": "mark", "amount": 1}, expected_version=svc.repo.cached(mid).version)  # type: ignore[union-attr]
            for mid, token in matches
        ),
        return_exceptions=True,
    )


def test_concurrent_commands_of_several_matches_share_commits(store: EventStore) -> None:
    svc = service(store)

    async def play() -> tuple[list[Any], list[int]]:
        matches = await opened(svc, MATCHES)
        commits = Commits(store)
        results = await marks(svc, matches)
        return results, commits.held

    results, held = asyncio.run(play())
    assert all(not isinstance(r, BaseException) for r in results), results
    assert sum(held) == MATCHES  # each command one event, every one stored once
    assert len(held) < MATCHES, f"{len(held)} commits for {MATCHES} concurrent commands: {held}"


def test_a_failed_group_commit_refuses_every_command_it_held_and_applies_none(store: EventStore) -> None:
    """No command is acknowledged before its commit: when the shared commit fails, every command
    waiting on it is refused (503, outcome unknown to the client, as any failed commit), none is folded
    into the warm match, and nothing of theirs is in the store; retried, each is stored once."""
    svc = service(store)

    async def play() -> tuple[list[Any], list[int], dict[str, int], list[Any]]:
        matches = await opened(svc, MATCHES)
        before = {mid: svc.repo.cached(mid).version for mid, _ in matches}  # type: ignore[union-attr]
        commits = Commits(store)
        commits.failing = True
        refused = await marks(svc, matches)
        failed_commits = list(commits.held)
        commits.failing = False
        warm = {mid: (await svc.load(mid)).version for mid, _ in matches}
        assert warm == before, "a refused command was folded into the warm match"
        stored = {mid: store.last_version(uuid.UUID(mid)) for mid, _ in matches}
        assert stored == before, "a refused command reached the store"
        again = await marks(svc, matches)
        return refused, failed_commits, before, again

    refused, failed_commits, before, again = asyncio.run(play())
    assert len(failed_commits) < MATCHES  # the failure hit shared commits, not one per command
    assert all(isinstance(outcome, StoreWriteFailed) for outcome in refused), refused  # 503 storage_failed
    assert all(not isinstance(r, BaseException) for r in again), again
    assert [r.version for r in again] == [v + 1 for v in before.values()]
