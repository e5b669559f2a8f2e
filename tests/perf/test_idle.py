"""An idle worker costs nothing (issue 39 item 4): with one match and two streams open and no move,
the live follower wakes at the fallback interval only (a net for a writer that should not be there),
not at the SQLite poll interval, and not at all while nobody listens. Wake-ups are counted, not timed.
"""

from __future__ import annotations

import time
from pathlib import Path

import httpx
import pytest

from projections.store import StoreConfig
from service.app import create_app
from service.live_hub import Hub
from service.settings import Settings
from tests.production.loopback import serve, stream
from tests.support.toy import ENGINE as TOY

WINDOW = 2.0


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
