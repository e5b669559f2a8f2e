"""Internal events never reach a client (issue 13 item 18): the engine's bookkeeping is stored and
folded like any fact, but left out of every log the service builds, and is never an undo barrier
by itself.

Big Book stores its pending-work queue as ``work_pending`` events (flagged ``internal``, see
docs/engine.md). Before the flag every seat's log showed each of them as an empty ``redacted``
entry: noise that also told the table how often the engine rescheduled. The tests play real Big
Book matches over the real app on a real SQLite file, then read the store behind it to know which
versions are internal.
"""

from __future__ import annotations

import uuid
from collections.abc import Iterator
from typing import Any

import httpx
import pytest
from litestar import Litestar
from litestar.testing import TestClient

from domain.bots import fill
from domain.contract import RuleViolation
from domain.games.bigbook import ENGINE as BIGBOOK
from domain.games.bigbook.events import WorkPending
from domain.match_events import Record, Undone
from domain.registry import default_engines
from domain.rng import Rng
from projections.codec import Codec
from projections.matches import MatchRepository
from projections.store import EventStore, StoreConfig
from tests.conftest import AppFactory
from tests.production.loopback import serve, stream
from tests.support.history import History
from tests.trust.play import Played, auth, create, next_command, play

ADMIN = "admin-secret"
Client = TestClient[Litestar]


@pytest.fixture
def client(make_app: AppFactory) -> Iterator[Client]:
    with TestClient(make_app(admin_token=ADMIN)) as served:
        yield served


def stored(config: StoreConfig, match_id: str) -> list[Record]:
    """Every record of the match, read from the store itself (internal ones included)."""
    engines = default_engines()
    store = EventStore(config)
    try:
        return MatchRepository(store, Codec(engines), engines).records(match_id)
    finally:
        store.close()


def played_big_book(client: Any, seed: int = 5, commands: int = 25) -> Played:
    played = create(client, "bigbook", {"players": 3}, seed=seed)
    sent = play(client, played, Rng(seed), commands)
    assert sum(s.status == 200 for s in sent) >= commands // 2, "the match should have gone on for a while"
    return played


def shown_versions(records: list[Record]) -> list[int]:
    return [r.version for r in records if not r.event.internal]


def test_no_log_shows_the_scheduling(client: Client, store_config: StoreConfig) -> None:
    """Each seat's, the spectator's and the admin's (omniscient) log hold every stored event but the
    internal ones: no ``redacted`` placeholder, no ``work_pending``, nothing else missing."""
    played = played_big_book(client)
    records = stored(store_config, played.match_id)
    internal = [r.version for r in records if r.event.internal]
    assert internal and all(isinstance(r.event, WorkPending) for r in records if r.event.internal)
    readers = [auth(token) for token in played.tokens] + [{}, auth(ADMIN)]
    for headers in readers:
        page = client.get(f"/matches/{played.match_id}/events", headers=headers, params={"limit": 500}).json()
        types = {item["type"] for item in page["items"]}
        assert "redacted" not in types and "work_pending" not in types and "scheduled" not in types
        assert [item["version"] for item in page["items"]] == shown_versions(records)


@pytest.mark.parametrize("limit", [1, 2, 7])
def test_pagination_steps_over_internal_events(client: Client, store_config: StoreConfig, limit: int) -> None:
    """``next_after`` advances past internal events (a page may even hold none but them): walking the
    pages yields each shown event once, in order, and ends."""
    played = played_big_book(client, seed=11)
    records = stored(store_config, played.match_id)
    seen: list[int] = []
    after, pages, empty_pages = 0, 0, 0
    while True:
        page = client.get(
            f"/matches/{played.match_id}/events",
            headers=auth(played.tokens[1]),
            params={"after": after, "limit": limit},
        ).json()
        pages += 1
        assert len(page["items"]) <= limit
        empty_pages += not page["items"]
        seen += [item["version"] for item in page["items"]]
        if page["next_after"] is None:
            break
        assert page["next_after"] > after
        after = page["next_after"]
    assert seen == shown_versions(records)
    assert pages >= len(records) // limit  # pages are counted in stored records, internal ones included
    if limit == 1:
        assert empty_pages == len(records) - len(seen)  # the internal ones, each alone on its page


def test_command_results_leave_out_internal_events(client: Client, store_config: StoreConfig) -> None:
    """A command's answer lists its events as the seat may see them: the queue it left is not one,
    nor in the answer replayed for the same idempotency key."""
    played = played_big_book(client, seed=3, commands=6)
    move = next_command(client, played, Rng(99))
    assert move is not None
    seat, body = move
    key = uuid.uuid4().hex
    answers = [
        client.post(
            f"/matches/{played.match_id}/commands",
            headers={**auth(played.tokens[seat]), "Idempotency-Key": key},
            json={"command": body},
        ).json()
        for _ in range(2)
    ]
    records = stored(store_config, played.match_id)
    ours = [r for r in records if r.key == key]
    assert any(r.event.internal for r in ours), "a Big Book command stores its pending work"
    for answer in answers:
        assert [e["version"] for e in answer["events"]] == shown_versions(ours)
        assert answer["version"] == ours[-1].version  # the match's version still counts them


def test_live_streams_leave_out_internal_events(make_app: AppFactory, store_config: StoreConfig) -> None:
    """A seat's stream (resumed after the creation, then live) carries no internal event, and its views
    still carry the match's version, so a client resumes past the last internal event."""
    with serve(make_app()) as base, httpx.Client(base_url=base, timeout=10.0) as http:
        played = played_big_book(http, seed=7, commands=10)
        records = stored(store_config, played.match_id)
        version = records[-1].version
        with stream(base, f"/matches/{played.match_id}/events/stream?after=1", **auth(played.tokens[0])) as seat0:
            opening = seat0.until_view(version)
            assert [m.id for m in opening if m.type == "event"] == shown_versions(records[1:])
            assert opening[-1].id == version
            for _ in range(5):
                move = next_command(http, played, Rng(version))
                assert move is not None
                seat, body = move
                answer = http.post(
                    f"/matches/{played.match_id}/commands",
                    headers=auth(played.tokens[seat]),
                    json={"command": body},
                )
                if answer.status_code == 200:
                    break
            assert answer.status_code == 200, answer.text
            now = answer.json()["version"]
            live = seat0.until_view(now)
        after = stored(store_config, played.match_id)
        fresh = [r for r in after if r.version > version]
        assert any(r.event.internal for r in fresh)
        assert [m.id for m in live if m.type == "event"] == shown_versions(fresh)
        assert all(m.data["type"] != "redacted" for m in opening + live if m.type == "event")
        assert live[-1].type == "view" and live[-1].id == now


def test_an_internal_event_alone_is_no_barrier() -> None:
    """The server appending only bookkeeping (``seat=None``) moves no undo floor, keeps the undoable
    spans and lets a pending undo request wait (docs/engine.md, "internal")."""
    table = History(BIGBOOK, {"players": 2}, seed=4)
    rng = Rng(4)
    while len({s.seat for s in table.match.spans}) < 2:
        seat = BIGBOOK.status(table.match.state).to_act[0]
        try:
            table.command(
                seat, BIGBOOK.parse_command(fill(rng.choice(BIGBOOK.legal_actions(table.match.state, seat)), rng))
            )
        except RuleViolation:  # a random listed command the rules refuse: try another
            continue
    first = table.match.spans[0]
    table.undo(1 - first.seat, to_version=first.start)  # undoes the other seat's command: consent needed
    assert table.match.pending_undo is not None
    floor, spans = table.match.undo_floor, [(s.start, s.end, s.seat) for s in table.match.spans]
    state = table.match.state
    bookkeeping = WorkPending(queue=list(state.queue), seq=state.seq)
    table.match = table._append(table.match, [bookkeeping], seat=None, now=0.0)
    assert table.match.undo_floor == floor
    assert [(s.start, s.end, s.seat) for s in table.match.spans] == spans
    assert table.match.pending_undo is not None and table.match.lapsed_undo is None
    answered = table.answer(first.seat, accept=True)  # and the consent still undoes
    assert any(isinstance(e, Undone) for e in answered)
    before = BIGBOOK.encode_state(table.state_at(first.start).state)
    assert BIGBOOK.encode_state(table.match.state) == before
