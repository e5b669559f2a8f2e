"""Stream tickets over real HTTP: a browser's EventSource opens a seat's stream with a single-use,
short-lived ticket instead of the token (issue 16, item 3)."""

from __future__ import annotations

import time

import httpx
import pytest

from tests.conftest import AppFactory
from tests.production.loopback import serve, stream
from tests.production.test_live_stream import ENGINES, command, create


def ticket_for(base: str, mid: str, headers: dict[str, str]) -> dict[str, str]:
    response = httpx.post(f"{base}/matches/{mid}/stream-tickets", headers=headers)
    assert response.status_code == 201, response.text
    body: dict[str, str] = response.json()
    return body


def refused(response: httpx.Response, status: int, code: str) -> None:
    assert response.status_code == status, response.text
    assert response.headers["content-type"].startswith("application/problem+json")
    assert response.json()["code"] == code


def test_a_ticket_opens_the_seats_stream_once(make_app: AppFactory) -> None:
    with serve(make_app(ENGINES)) as base:
        mid, seats = create(base, target=50)
        issued = ticket_for(base, mid, seats[1])
        assert issued["url"] == f"/matches/{mid}/events/stream?ticket={issued['ticket']}"
        with stream(base, issued["url"]) as watcher:  # no Authorization, as EventSource
            opened = watcher.next()
            assert (opened.type, opened.data["seat"]) == ("view", 1)
            assert opened.data["view"]["hand"] is not None  # the seat's own view, not the public one
            command(base, mid, seats[0], {"action": "draw"})
            events = [m for m in watcher.until_view(3) if m.type == "event"]
            assert events[0].data["data"]["card"] == -1  # seat 1's redaction of seat 0's draw
        refused(httpx.get(base + issued["url"], timeout=5), 401, "invalid_ticket")  # spent


def test_tickets_are_refused_when_misused(make_app: AppFactory) -> None:
    with serve(make_app(ENGINES)) as base:
        mid, seats = create(base)
        other, _ = create(base)
        refused(httpx.post(f"{base}/matches/{mid}/stream-tickets"), 401, "token_required")
        bad = {"Authorization": "Bearer nope"}
        refused(httpx.post(f"{base}/matches/{mid}/stream-tickets", headers=bad), 401, "invalid_token")
        issued = ticket_for(base, mid, seats[0])
        path = f"/matches/{other}/events/stream?ticket={issued['ticket']}"
        refused(httpx.get(base + path, timeout=5), 401, "invalid_ticket")  # another match's: spent too
        issued = ticket_for(base, mid, seats[0])
        refused(httpx.get(base + issued["url"], headers=seats[0], timeout=5), 400, "ticket_and_token")
        refused(httpx.get(f"{base}/matches/{mid}/events/stream?ticket=made-up", timeout=5), 401, "invalid_ticket")


def test_a_ticket_expires(make_app: AppFactory, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("FOLIE_STREAM_TICKET_SECONDS", "0.2")
    with serve(make_app(ENGINES)) as base:
        mid, seats = create(base)
        issued = ticket_for(base, mid, seats[0])
        time.sleep(0.4)
        refused(httpx.get(base + issued["url"], timeout=5), 401, "invalid_ticket")
