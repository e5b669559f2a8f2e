"""Live updates over real HTTP: SSE and NDJSON, per-seat redaction, resume, and pushes across workers."""

from __future__ import annotations

from typing import Any

import httpx
import pytest

from tests.conftest import AppFactory
from tests.production.loopback import serve, stream
from tests.support.toy import ENGINE as TOY

ENGINES: dict[str, Any] = {"toy": TOY}


def create(base: str, **options: Any) -> tuple[str, list[dict[str, str]]]:
    created = httpx.post(f"{base}/matches", json={"game": "toy", "options": options, "seed": 3})
    assert created.status_code == 201, created.text
    body = created.json()
    return body["match_id"], [{"Authorization": f"Bearer {s['token']}"} for s in body["seats"]]


def command(base: str, mid: str, auth: dict[str, str], body: dict[str, Any]) -> dict[str, Any]:
    response = httpx.post(f"{base}/matches/{mid}/commands", headers=auth, json={"command": body})
    assert response.status_code == 200, response.text
    result: dict[str, Any] = response.json()
    return result


def test_stream_sends_the_view_then_each_event_as_the_seat_may_see_it(make_app: AppFactory) -> None:
    with serve(make_app(ENGINES)) as base:
        mid, seats = create(base, target=50)
        with stream(base, f"/matches/{mid}/events/stream", **seats[1]) as watcher:
            first = watcher.next()
            assert (first.type, first.id, first.data["seat"]) == ("view", 2, 1)
            drew = command(base, mid, seats[0], {"action": "draw"})
            card = drew["events"][0]["data"]["card"]
            command(base, mid, seats[0], {"action": "mark", "amount": 2})
            messages = watcher.until_view(4)
        events = [m for m in messages if m.type == "event"]
        assert [m.id for m in events] == [3, 4]
        assert events[0].data["data"] == {"type": "drew", "seat": 0, "card": -1}  # seat 1 does not see the card
        assert card != -1
        assert messages[-1].data["view"]["total"] == 2 and messages[-1].data["view"]["hand_counts"] == [1, 0]
        assert all(m.data["version"] == m.id for m in messages)


def test_resume_with_last_event_id_sends_exactly_what_was_missed(make_app: AppFactory) -> None:
    with serve(make_app(ENGINES)) as base:
        mid, seats = create(base, target=50)
        for amount in (1, 2, 3):
            command(base, mid, seats[0], {"action": "mark", "amount": amount})
        with stream(base, f"/matches/{mid}/events/stream", **seats[0], **{"Last-Event-ID": "3"}) as watcher:
            messages = watcher.until_view(5)
            assert [(m.type, m.id) for m in messages] == [("event", 4), ("event", 5), ("view", 5)]
            assert [m.data["data"]["amount"] for m in messages[:2]] == [2, 3]
            command(base, mid, seats[0], {"action": "end_turn"})
            assert [(m.type, m.id) for m in watcher.until_view(6)] == [("event", 6), ("view", 6)]
        with stream(base, f"/matches/{mid}/events/stream?after=5", **seats[1]) as watcher:
            assert [(m.type, m.id) for m in watcher.until_view(6)] == [("event", 6), ("view", 6)]


def test_after_0_is_last_event_id_0_every_event_then_the_view(make_app: AppFactory) -> None:
    """Issue 33 item 15: `?after=0` sent only the view while `Last-Event-ID: 0` sent every event then the
    view; docs/production.md says the two are the same resume point."""
    with serve(make_app(ENGINES)) as base:
        mid, seats = create(base, target=50)
        for amount in (1, 2):
            command(base, mid, seats[0], {"action": "mark", "amount": amount})
        path = f"/matches/{mid}/events/stream"
        with stream(base, path, **seats[1], **{"Last-Event-ID": "0"}) as watcher:
            by_header = [(m.type, m.id) for m in watcher.until_view(4)]
        with stream(base, f"{path}?after=0", **seats[1]) as watcher:
            by_query = [(m.type, m.id) for m in watcher.until_view(4)]
        with stream(base, path, **seats[1]) as watcher:
            fresh = [(m.type, m.id) for m in watcher.until_view(4)]
    assert by_query == by_header
    assert by_header[-3:] == [("event", 3), ("event", 4), ("view", 4)] and by_header[0][0] == "event"
    assert fresh == [("view", 4)]


def test_ndjson_and_keepalives(make_app: AppFactory) -> None:
    with serve(make_app(ENGINES)) as base:
        mid, seats = create(base)
        with stream(base, f"/matches/{mid}/events/stream", Accept="application/x-ndjson") as watcher:
            assert watcher.ndjson
            view = watcher.next()
            assert view.type == "view" and view.data["seat"] is None and view.data["view"]["hand"] is None
            command(base, mid, seats[0], {"action": "mark", "amount": 1})
            assert [m.type for m in watcher.until_view(3)] == ["event", "view"]
            command(base, mid, seats[0], {"action": "end_turn"})  # keep-alives come while the stream idles
            watcher.until_view(4)
        with stream(base, f"/matches/{mid}/events/stream?format=ndjson", **seats[0]) as watcher:
            assert watcher.ndjson and watcher.next().data["seat"] == 0


def test_a_worker_pushes_what_another_worker_appended(make_app: AppFactory) -> None:
    """Two apps on one store (SQLite file or PostgreSQL): each follows the notification log."""
    with serve(make_app(ENGINES)) as a, serve(make_app(ENGINES)) as b:
        mid, seats = create(a, target=50)
        with stream(b, f"/matches/{mid}/events/stream", **seats[0]) as watcher:
            assert watcher.next().id == 2
            command(a, mid, seats[0], {"action": "mark", "amount": 3})
            command(a, mid, seats[0], {"action": "end_turn"})
            messages = watcher.until_view(4)
        assert [m.id for m in messages if m.type == "event"] == [3, 4]
        assert messages[-1].data["status"]["to_act"] == [1]


def test_many_listeners_of_one_match_all_get_every_event(make_app: AppFactory) -> None:
    with serve(make_app(ENGINES)) as base:
        mid, seats = create(base, target=500)
        with (
            stream(base, f"/matches/{mid}/events/stream", **seats[0]) as first,
            stream(base, f"/matches/{mid}/events/stream", **seats[1]) as second,
            stream(base, f"/matches/{mid}/events/stream") as spectator,
        ):
            for watcher in (first, second, spectator):
                assert watcher.next().id == 2
            for _ in range(10):
                command(base, mid, seats[0], {"action": "mark", "amount": 1})
            for watcher in (first, second, spectator):
                messages = watcher.until_view(12)
                assert [m.id for m in messages if m.type == "event"] == list(range(3, 13))


@pytest.mark.parametrize(
    ("path", "headers", "status", "code"),
    [
        ("/matches/{mid}/events/stream", {"Authorization": "Bearer nope"}, 401, "invalid_token"),
        ("/matches/00000000-0000-4000-8000-000000000000/events/stream", {}, 404, "match_not_found"),
        ("/matches/{mid}/events/stream", {"Last-Event-ID": "seven"}, 400, "invalid_body"),
    ],
)
def test_stream_refusals_are_problems(
    make_app: AppFactory, path: str, headers: dict[str, str], status: int, code: str
) -> None:
    with serve(make_app(ENGINES)) as base:
        mid, _ = create(base)
        response = httpx.get(base + path.format(mid=mid), headers=headers, timeout=5)
        assert response.status_code == status
        assert response.headers["content-type"].startswith("application/problem+json")
        assert response.json()["code"] == code
