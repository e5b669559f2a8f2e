"""An idle worker costs nothing (issue 39 item 4): with one match and two streams open and no move,
the live follower wakes at the fallback interval only (a net for a writer that should not be there),
not at the SQLite poll interval, and not at all while nobody listens. Wake-ups are counted, not timed.
"""

from __future__ import annotations

import asyncio
import inspect
import signal
import time
from pathlib import Path
from typing import TypeVar

import httpx
import pytest
import uvicorn

import projections.analytics.projector as projector_module
import service.extensions.analytics as analytics_module
from projections.analytics.projector import Projector, wait_until
from projections.store import StoreConfig
from service.app import create_app
from service.commands.serve import quiet_server
from service.extensions.analytics import Analytics
from service.extensions.scheduler import Scheduler
from service.live_hub import Hub
from service.settings import Settings
from tests.production.loopback import serve, stream
from tests.support.toy import ENGINE as TOY

WINDOW = 2.0
T = TypeVar("T")


@pytest.fixture(autouse=True)
def live_timings(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("FOLIE_LIVE_POLL_SECONDS", "0.05")  # the defaults, whatever the environment says
    monkeypatch.setenv("FOLIE_LIVE_FALLBACK_SECONDS", "1.0")
    monkeypatch.setenv("FOLIE_LIVE_KEEPALIVE_SECONDS", "15")


def hub_of(monkeypatch: pytest.MonkeyPatch) -> list[Hub]:
    """The hubs the app builds (their wake-up counters)."""
    built: list[Hub] = []
    original = Hub.__init__

    def remembered(self: Hub, *args: object, **kwargs: object) -> None:
        original(self, *args, **kwargs)  # type: ignore[arg-type]
        built.append(self)

    monkeypatch.setattr(Hub, "__init__", remembered)
    return built


def test_an_idle_match_with_two_open_streams_wakes_the_follower_once_a_second_at_most(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    hubs = hub_of(monkeypatch)
    settings = Settings(
        store=StoreConfig(sqlite_path=str(tmp_path / "e.sqlite")), analytics_path=str(tmp_path / "a.duckdb")
    )
    with serve(create_app(settings, engines={"toy": TOY})) as url:
        [hub] = hubs
        started = hub.wakeups
        time.sleep(WINDOW)
        assert hub.wakeups == started, "the follower woke while nobody listened"
        created = httpx.post(f"{url}/matches", json={"game": "toy", "options": {"target": 100}, "seed": 9})
        assert created.status_code == 201, created.text
        mid = created.json()["match_id"]
        path = f"/matches/{mid}/events/stream?format=ndjson"
        seats = [{"Authorization": f"Bearer {seat['token']}"} for seat in created.json()["seats"]]
        with stream(url, path, **seats[0]) as first, stream(url, path, **seats[1]) as second:
            assert first.next().type == second.next().type == "view"
            before = hub.wakeups
            time.sleep(WINDOW)
            idle = hub.wakeups - before
    # At the SQLite poll interval (0.05 s) it would be about 40; at the fallback interval 2, and 1 more
    # for a window boundary. A loaded machine only makes the count smaller.
    assert idle <= WINDOW / 1.0 + 1, f"{idle} follower wake-ups in {WINDOW} s idle"


def built(monkeypatch: pytest.MonkeyPatch, cls: type[T]) -> list[T]:
    """The instances of ``cls`` the app builds (their counters)."""
    made: list[T] = []
    original = cls.__init__

    def remembered(self: T, *args: object, **kwargs: object) -> None:
        original(self, *args, **kwargs)
        made.append(self)

    monkeypatch.setattr(cls, "__init__", remembered)
    return made


def counted(monkeypatch: pytest.MonkeyPatch, cls: type, name: str) -> list[int]:
    """Calls of ``cls.name`` (a one-item list: the count)."""
    count = [0]
    original = getattr(cls, name)

    if inspect.iscoroutinefunction(original):

        async def wrapped_async(self: object, *args: object) -> object:
            count[0] += 1
            return await original(self, *args)

        monkeypatch.setattr(cls, name, wrapped_async)
    else:

        def wrapped(self: object, *args: object) -> object:
            count[0] += 1
            return original(self, *args)

        monkeypatch.setattr(cls, name, wrapped)
    return count


def caught_up(projector: Projector, head: int) -> None:
    assert wait_until(projector, head, timeout=30), f"projector at {projector.position()}, store at {head}"


def settled(steps: list[int]) -> None:
    """Until the projector has not stepped for a second (its last publication made), 30 s at most."""
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        before = steps[0]
        time.sleep(1.0)
        if steps[0] == before:
            return


def test_an_idle_server_steps_neither_its_projector_nor_its_scheduler(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 39 (idle costs nothing): with one match and two streams open and no move, the analytics
    projector waits for a commit (it stepped every 0.25 s) and the deadline scheduler, with no deadline
    pending, too (it looked every interval: 40 times in 2 s here)."""
    monkeypatch.setenv("FOLIE_SCHEDULER_INTERVAL", "0.05")
    projectors = built(monkeypatch, Projector)
    steps, looks = counted(monkeypatch, Projector, "step"), counted(monkeypatch, Scheduler, "step")
    settings = Settings(
        store=StoreConfig(sqlite_path=str(tmp_path / "e.sqlite")), analytics_path=str(tmp_path / "a.duckdb")
    )
    with serve(create_app(settings, engines={"toy": TOY})) as url:
        created = httpx.post(f"{url}/matches", json={"game": "toy", "options": {"target": 100}, "seed": 9})
        assert created.status_code == 201, created.text
        mid = created.json()["match_id"]
        path = f"/matches/{mid}/events/stream?format=ndjson"
        seats = [{"Authorization": f"Bearer {seat['token']}"} for seat in created.json()["seats"]]
        [projector] = projectors
        caught_up(projector, projector.store.max_notification_id())
        with stream(url, path, **seats[0]) as first, stream(url, path, **seats[1]) as second:
            assert first.next().type == second.next().type == "view"
            settled(steps)  # the publication owed after the creation is made
            stepped, looked = steps[0], looks[0]
            time.sleep(WINDOW)
            stepped, looked = steps[0] - stepped, looks[0] - looked
    assert stepped <= 1, f"the projector stepped {stepped} times in {WINDOW} s idle"
    assert looked <= 1, f"the scheduler looked {looked} times in {WINDOW} s idle"


def test_a_commit_wakes_the_waiting_projector_and_its_publication_follows(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The projector waiting for a commit is woken by one (its net, ``IDLE_S``, put out of reach here),
    and the publication a move owes is made although no commit follows it."""
    monkeypatch.setattr(projector_module, "IDLE_S", 600.0)
    monkeypatch.setattr(analytics_module, "IDLE_S", 600.0)
    projectors, owners = built(monkeypatch, Projector), built(monkeypatch, Analytics)
    steps = counted(monkeypatch, Projector, "step")
    settings = Settings(
        store=StoreConfig(sqlite_path=str(tmp_path / "e.sqlite")), analytics_path=str(tmp_path / "a.duckdb")
    )
    with serve(create_app(settings, engines={"toy": TOY})) as url:
        created = httpx.post(f"{url}/matches", json={"game": "toy", "options": {"target": 100}, "seed": 9})
        assert created.status_code == 201, created.text
        mid, seat = created.json()["match_id"], created.json()["seats"][0]["token"]
        [projector], [analytics] = projectors, owners
        caught_up(projector, projector.store.max_notification_id())
        settled(steps)  # caught up, publication made: the projector waits for a commit now
        moved = httpx.post(
            f"{url}/matches/{mid}/commands",
            headers={"Authorization": f"Bearer {seat}"},
            json={"command": {"action": "mark", "amount": 1}},
        )
        assert moved.status_code == 200, moved.text
        head = projector.store.max_notification_id()
        caught_up(projector, head)
        publisher = analytics.publisher
        assert publisher is not None
        deadline = time.monotonic() + 30
        while publisher.position != head and time.monotonic() < deadline:
            time.sleep(0.05)
        assert publisher.position == head, f"published {publisher.position}, projected {head}"


def test_the_served_main_loop_ticks_once_a_second_and_ends_on_a_signal() -> None:
    """``folie serve``'s uvicorn main loop: uvicorn's own wakes ten times a second for its Date header
    and a shutdown flag (6 ticks in the 0.5 s here); ours once a second, and a signal ends it."""
    server = quiet_server(uvicorn.Config(app="service.app:create_app"))  # never loaded here
    ticks: list[int] = []

    async def on_tick(counter: int) -> bool:
        ticks.append(counter)
        return server.should_exit

    server.on_tick = on_tick  # type: ignore[method-assign]

    async def main() -> float:
        asyncio.get_running_loop().call_later(0.5, server.handle_exit, signal.SIGTERM, None)
        started = time.monotonic()
        await server.main_loop()
        return time.monotonic() - started

    elapsed = asyncio.run(main())
    assert len(ticks) <= 2, f"{len(ticks)} ticks in {elapsed:.2f} s"
    assert ticks[-1] == 0  # every tick refreshes the Date header (uvicorn's does on counter % 10 == 0)


def test_commits_one_at_a_time_wake_the_scheduler_once_an_interval_at_most(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A commit wakes a scheduler waiting for one, but moves that come one by one (each after its look
    ended) do not make it look once per move: one look per ``interval`` at most, as when it polled."""
    monkeypatch.setenv("FOLIE_SCHEDULER_INTERVAL", "0.5")
    looks = counted(monkeypatch, Scheduler, "step")
    settings = Settings(
        store=StoreConfig(sqlite_path=str(tmp_path / "e.sqlite")), analytics_path=str(tmp_path / "a.duckdb")
    )
    with serve(create_app(settings, engines={"toy": TOY})) as url:
        created = httpx.post(f"{url}/matches", json={"game": "toy", "options": {"target": 1000}, "seed": 9})
        assert created.status_code == 201, created.text
        mid = created.json()["match_id"]
        seats = [{"Authorization": f"Bearer {seat['token']}"} for seat in created.json()["seats"]]
        time.sleep(1.0)
        before, started = looks[0], time.monotonic()
        for _ in range(20):
            moved = httpx.post(
                f"{url}/matches/{mid}/commands",
                headers=seats[0],
                json={"command": {"action": "mark", "amount": 1}},
            )
            assert moved.status_code == 200, moved.text
            time.sleep(0.1)  # the scheduler's look after the commit is over before the next one
        looked, elapsed = looks[0] - before, time.monotonic() - started
    assert looked <= elapsed / 0.5 + 2, f"{looked} looks for 20 moves in {elapsed:.1f} s"
