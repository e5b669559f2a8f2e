"""Deadlines fire from the scheduler, without any request, and survive a restart of every worker."""

from __future__ import annotations

import contextlib
import time
from typing import Any
from uuid import UUID

import httpx
from litestar.testing import TestClient

from domain.match_events import PLATFORM, PLATFORM_EVENTS
from domain.registry import default_engines
from projections.codec import EventType, event_classes
from projections.store import EventStore, StoreConfig
from service.extensions.scheduler import relevant_topics, timed_games
from tests.conftest import AppFactory, Clock
from tests.production.loopback import serve, stream
from tests.production.test_live_stream import create
from tests.support.toy import ENGINE as TOY

ENGINES: dict[str, Any] = {"toy": TOY}


def stored_topics(config: StoreConfig, match_id: str) -> list[str]:
    store = EventStore(config)
    try:
        return [row.topic for row in store.select(UUID(match_id))]
    finally:
        store.close()


def wait_for(predicate: Any, seconds: float = 10.0) -> None:
    deadline = time.monotonic() + seconds
    while not predicate():
        assert time.monotonic() < deadline, "timed out"
        time.sleep(0.02)


def metric(client: TestClient[Any], name: str) -> float | None:
    for line in client.get("/metrics").text.splitlines():
        if line.startswith(name + " "):
            return float(line.split()[1])
    return None


def test_a_deadline_is_pushed_to_live_clients_without_any_request(make_app: AppFactory, clock: Clock) -> None:
    with serve(make_app(ENGINES)) as base:
        mid, seats = create(base, turn_seconds=30)
        httpx.post(f"{base}/matches/{mid}/commands", headers=seats[0], json={"command": {"action": "end_turn"}})
        with stream(base, f"/matches/{mid}/events/stream", **seats[0]) as watcher:
            assert watcher.next().data["status"]["to_act"] == [1]
            clock.advance(31)
            messages = watcher.until_view(4)
        ended = [m.data for m in messages if m.type == "event"]
        assert [e["type"] for e in ended] == ["turn_ended"] and ended[0]["data"]["timed_out"] is True
        assert ended[0]["seat"] is None  # decided by the server, not by a seat
        assert messages[-1].data["status"]["to_act"] == [0]


def test_deadlines_survive_a_restart(make_app: AppFactory, clock: Clock, store_config: StoreConfig) -> None:
    with TestClient(make_app(ENGINES)) as client:
        created = client.post("/matches", json={"game": "toy", "options": {"turn_seconds": 60}}).json()
        mid, token = created["match_id"], created["seats"][0]["token"]
        client.post(
            f"/matches/{mid}/commands",
            headers={"Authorization": f"Bearer {token}"},
            json={"command": {"action": "end_turn"}},
        )
    assert stored_topics(store_config, mid)[-1] == "toy/turn_ended@1"
    clock.advance(61)
    count = len(stored_topics(store_config, mid))
    with TestClient(make_app(ENGINES)):  # a fresh worker: nothing in memory, only the store
        wait_for(lambda: len(stored_topics(store_config, mid)) > count)
    assert len(stored_topics(store_config, mid)) == count + 1  # fired once, not once per look


def test_one_worker_leads_and_another_takes_over(make_app: AppFactory, clock: Clock, store_config: StoreConfig) -> None:
    with contextlib.ExitStack() as stack:
        second = TestClient(make_app(ENGINES))
        with TestClient(make_app(ENGINES)) as first:
            wait_for(lambda: metric(first, "folie_scheduler_leader") == 1)
            stack.enter_context(second)  # starts while the first one leads
            time.sleep(0.3)  # several standby periods: the second still waits
            assert metric(second, "folie_scheduler_leader") == 0
            created = first.post("/matches", json={"game": "toy", "options": {"turn_seconds": 10}}).json()
            mid, token = created["match_id"], created["seats"][0]["token"]
            first.post(
                f"/matches/{mid}/commands",
                headers={"Authorization": f"Bearer {token}"},
                json={"command": {"action": "end_turn"}},
            )
        # the leader stopped, and its lock went with it
        wait_for(lambda: metric(second, "folie_scheduler_leader") == 1)
        count = len(stored_topics(store_config, mid))
        clock.advance(11)
        wait_for(lambda: len(stored_topics(store_config, mid)) > count)
        assert metric(second, "folie_scheduler_fired_total") == 1


def test_the_scheduler_reads_exactly_the_topics_that_can_move_a_deadline() -> None:
    """The store filters the log by topic for the scheduler: the list must hold every topic the
    scheduler would act on, under every schema version it may have been stored with, and no other; a
    game that declares ``deadline_events`` (Far Cry) is read for those alone."""
    engines = {**default_engines(), "toy": TOY}
    timed = timed_games(engines)
    every_topic = {
        topic
        for event_type in [EventType(PLATFORM, cls) for cls in PLATFORM_EVENTS]
        + [EventType(game, cls) for game, engine in engines.items() for cls in event_classes(engine.event_type)]
        for topic in event_type.stored_topics
    }
    listed = relevant_topics(engines, timed)

    def moves_a_deadline(topic: str) -> bool:
        game, _, rest = topic.partition("/")
        if topic.startswith("folie/undone@"):
            return True
        if game not in timed:
            return False
        declared = engines[game].deadline_events  # Engine.deadline_events: only those, when declared
        return declared is None or rest.partition("@")[0] in declared

    assert set(listed) == {t for t in every_topic if moves_a_deadline(t)}
    assert "montagnes" in timed and "farcry" in timed and "folie/undone@1" in listed
    assert "farcry/reaction_offered@1" in listed and "farcry/moved@1" not in listed
    assert not any(topic.startswith(("maeshowe/", "bigbook/", "folie/match_created")) for topic in listed)
