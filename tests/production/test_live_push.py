"""Push without polling: a worker's own appends reach its open streams at once, with the view the
command answered with; appends of other workers still arrive through the notification log."""

from __future__ import annotations

import time
from typing import Any

import httpx
import pytest

from service import live_hub as live
from tests.conftest import AppFactory
from tests.production.loopback import Message, StreamReader, serve, stream
from tests.production.test_live_stream import ENGINES, command, create


def until_view(watcher: StreamReader, version: int, seconds: float = 10.0) -> list[Message]:
    """Messages up to the view at ``version``; ``TimeoutError`` if only keep-alives come meanwhile
    (without a push nothing would come for an hour: this bounds a failing run, not a passing one)."""
    deadline = time.monotonic() + seconds
    seen = []
    while True:
        message = watcher.next(deadline=deadline)
        seen.append(message)
        if message.type == "view" and message.data["version"] >= version:
            return seen


@pytest.fixture
def no_polling(monkeypatch: pytest.MonkeyPatch) -> None:
    """The follower reads the notification log once an hour: only a push can deliver in time."""
    monkeypatch.setenv("FOLIE_LIVE_POLL_SECONDS", "3600")
    monkeypatch.setenv("FOLIE_LIVE_FALLBACK_SECONDS", "3600")


@pytest.mark.usefixtures("no_polling")
def test_a_move_reaches_the_other_seats_stream_without_the_follower(make_app: AppFactory) -> None:
    app = make_app(ENGINES)
    with serve(app) as base:
        mid, seats = create(base, target=50)
        with stream(base, f"/matches/{mid}/events/stream?format=ndjson", **seats[1]) as watcher:
            assert watcher.next().id == 2
            command(base, mid, seats[0], {"action": "mark", "amount": 2})
            command(base, mid, seats[0], {"action": "end_turn"})
            messages = until_view(watcher, 4)
    assert [(m.type, m.id) for m in messages] in (
        [("event", 3), ("view", 3), ("event", 4), ("view", 4)],
        [("event", 3), ("event", 4), ("view", 4)],  # both moves pushed in one batch
    )
    assert messages[-1].data["status"]["to_act"] == [1]


@pytest.mark.usefixtures("no_polling")
def test_the_stream_of_the_seat_that_moved_reuses_its_answer_view(
    make_app: AppFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    computed: list[tuple[Any, ...]] = []
    original = live.audience_view

    def counted(engine: Any, match: Any, audience: Any, now: float) -> Any:
        computed.append((audience, match.version))
        return original(engine, match, audience, now)

    monkeypatch.setattr(live, "audience_view", counted)
    with serve(make_app(ENGINES)) as base:
        mid, seats = create(base, target=50)
        with stream(base, f"/matches/{mid}/events/stream?format=ndjson", **seats[0]) as watcher:
            assert watcher.next().id == 2
            answer = command(base, mid, seats[0], {"action": "mark", "amount": 2})
            messages = until_view(watcher, 3)
    assert computed == [(("seat", 0, "en"), 2)]  # the opening view only: version 3's came from the command
    assert messages[-1].data == answer["view"]


def test_moves_on_one_worker_reach_a_stream_on_another(make_app: AppFactory) -> None:
    """The other worker has no push from this one: it learns through the notification log."""
    with serve(make_app(ENGINES)) as a, serve(make_app(ENGINES)) as b:
        mid, seats = create(a, target=50)
        with (
            stream(a, f"/matches/{mid}/events/stream?format=ndjson", **seats[1]) as here,
            stream(b, f"/matches/{mid}/events/stream?format=ndjson", **seats[1]) as there,
        ):
            assert here.next().id == there.next().id == 2
            for amount in (1, 2, 3):
                command(a, mid, seats[0], {"action": "mark", "amount": amount})
            command(b, mid, seats[0], {"action": "end_turn"})
            for watcher in (here, there):
                messages = watcher.until_view(6)
                assert [m.id for m in messages if m.type == "event"] == [3, 4, 5, 6]
                assert messages[-1].data["status"]["to_act"] == [1]


def test_each_stream_speaks_its_own_language_whatever_the_commands_language(make_app: AppFactory) -> None:
    """A stream opened with ``Accept-Language: fr`` gets French views and log texts, an English one
    English, even when the view pushed at once is the one a command answered in the other language."""
    with serve(make_app()) as base:
        created = httpx.post(f"{base}/matches", json={"game": "maeshowe", "options": {"players": 2}, "seed": 7})
        assert created.status_code == 201, created.text
        mid = created.json()["match_id"]
        red = {"Authorization": f"Bearer {created.json()['seats'][0]['token']}"}
        path = f"/matches/{mid}/events/stream?format=ndjson"
        with (
            stream(base, path, **red) as english,
            stream(base, path, **red, **{"Accept-Language": "fr"}) as french,
        ):
            version = english.next().id
            assert french.next().id == version
            view = httpx.get(f"{base}/matches/{mid}/view", headers=red).json()
            play = next(a for a in view["legal_actions"] if a["action"] == "play")
            body = {"action": "play", play["params"][0]["name"]: play["params"][0]["choices"][0]["value"]}
            for fixed in play.get("fixed") or {}:
                body[fixed] = play["fixed"][fixed]
            answer = httpx.post(
                f"{base}/matches/{mid}/commands", headers={**red, "Accept-Language": "fr"}, json={"command": body}
            )
            assert answer.status_code == 200, answer.text
            after = answer.json()["version"]
            heard = {"en": until_view(english, after)[-1].data, "fr": until_view(french, after)[-1].data}
        for lang, seen in heard.items():
            expected = httpx.get(f"{base}/matches/{mid}/view", headers={**red, "Accept-Language": lang}).json()
            if expected["version"] == seen["version"]:
                assert seen["prompts"] == expected["prompts"]
                assert seen["view"] == expected["view"]
        assert heard["en"]["view"] != heard["fr"]["view"]
