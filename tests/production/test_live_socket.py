"""The WebSocket channel over a real server: hello, commands with the HTTP bodies, pushes, resume,
token revocation and two workers on one store."""

from __future__ import annotations

import json
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import httpx
import pytest
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import ClientConnection, connect

from tests.conftest import AppFactory
from tests.production.loopback import serve
from tests.production.test_live_credentials import Table
from tests.production.test_live_stream import ENGINES, command, create


class Socket:
    """A client of ``/matches/{id}/socket`` (keep-alives skipped)."""

    def __init__(self, conn: ClientConnection) -> None:
        self.conn = conn

    def next(self) -> dict[str, Any]:
        while True:
            message: dict[str, Any] = json.loads(self.conn.recv(timeout=10))
            if message["type"] != "keepalive":
                return message

    def until_view(self, version: int) -> list[dict[str, Any]]:
        seen = []
        while True:
            message = self.next()
            seen.append(message)
            if message["type"] == "view" and message["id"] >= version:
                return seen

    def send(self, **message: Any) -> None:
        self.conn.send(json.dumps(message))

    def command(self, ref: str, body: dict[str, Any], **extra: Any) -> dict[str, Any]:
        """Send a command; returns its answer (views and events pushed meanwhile are skipped)."""
        self.send(type="command", ref=ref, command=body, **extra)
        while True:
            message = self.next()
            if message["type"] in ("result", "problem"):
                assert message["ref"] == ref
                return message


@contextmanager
def socket(base: str, mid: str, token: str | None = None, **hello: Any) -> Iterator[Socket]:
    url = base.replace("http://", "ws://") + f"/matches/{mid}/socket"
    with connect(url, open_timeout=10) as conn:
        conn.send(json.dumps({"type": "hello", "token": token, **hello}))
        yield Socket(conn)


def token_of(auth: dict[str, str]) -> str:
    return auth["Authorization"].removeprefix("Bearer ")


def test_commands_and_pushes_over_sockets(make_app: AppFactory) -> None:
    with serve(make_app(ENGINES)) as base:
        mid, seats = create(base, target=50)
        with socket(base, mid, token_of(seats[0])) as mover, socket(base, mid, token_of(seats[1])) as other:
            assert (mover.next()["id"], other.next()["id"]) == (2, 2)
            drew = mover.command("a", {"action": "draw"}, expected_version=2, idempotency_key="k1")
            assert drew["type"] == "result" and drew["data"]["version"] == 3
            card = drew["data"]["events"][0]["data"]["card"]
            seen = other.until_view(3)
            assert [(m["type"], m["id"]) for m in seen] == [("event", 3), ("view", 3)]
            assert seen[0]["data"]["data"]["card"] == -1 != card  # the other seat does not see the card
            again = mover.command("b", {"action": "draw"}, expected_version=2, idempotency_key="k1")
            assert again["data"]["replayed"] is True and again["data"]["version"] == 3
            stale = mover.command("c", {"action": "draw"}, expected_version=2)
            assert stale["type"] == "problem"
            assert (stale["data"]["status"], stale["data"]["code"], stale["data"]["current_version"]) == (
                409,
                "version_conflict",
                3,
            )
            wrong = mover.command("d", {"action": "fly"})
            http = httpx.post(f"{base}/matches/{mid}/commands", headers=seats[0], json={"command": {"action": "fly"}})
            assert wrong["data"] == http.json()  # the same problem body as HTTP
            assert mover.command("e", {"action": "mark", "amount": 1}, expected_version=3)["data"]["version"] == 4


def test_the_mover_gets_one_message_a_move_and_the_other_seat_its_events_and_view(make_app: AppFactory) -> None:
    """Issue 39 item 4: a command's result carries its events and the view after it, so the mover's
    socket does not send them again as stream messages; the other seat gets them as before."""
    with serve(make_app(ENGINES)) as base:
        mid, seats = create(base, target=50)
        with socket(base, mid, token_of(seats[0])) as mover, socket(base, mid, token_of(seats[1])) as other:
            assert (mover.next()["id"], other.next()["id"]) == (2, 2)
            marked = mover.command("a", {"action": "mark", "amount": 1}, expected_version=2)
            assert [e["version"] for e in marked["data"]["events"]] == [3] and marked["data"]["view"]["seat"] == 0
            ended = mover.command("b", {"action": "end_turn"}, expected_version=3)
            assert ended["data"]["version"] == 4
            seen = other.until_view(4)  # one batch a move, or both in one when they come close together
            assert [m["id"] for m in seen if m["type"] == "event"] == [3, 4] and seen[-1]["type"] == "view"
            assert other.command("c", {"action": "mark", "amount": 2}, expected_version=4)["data"]["version"] == 5
            # the mover's socket sent nothing of versions 3-4 after their results: next come the other's move
            assert [(m["type"], m["id"]) for m in mover.until_view(5)] == [("event", 5), ("view", 5)]


def test_resume_after_a_version_and_the_authorization_header(make_app: AppFactory) -> None:
    with serve(make_app(ENGINES)) as base:
        mid, seats = create(base, target=50)
        for amount in (1, 2, 3):
            command(base, mid, seats[0], {"action": "mark", "amount": amount})
        url = base.replace("http://", "ws://") + f"/matches/{mid}/socket"
        with connect(url, additional_headers=seats[1]) as conn:
            conn.send(json.dumps({"type": "hello", "after": 3}))
            client = Socket(conn)
            resumed = client.until_view(5)
            assert [(m["type"], m["id"]) for m in resumed] == [("event", 4), ("event", 5), ("view", 5)]
            assert [m["data"]["data"]["amount"] for m in resumed[:2]] == [2, 3]
            assert resumed[-1]["data"]["seat"] == 1
            command(base, mid, seats[0], {"action": "end_turn"})
            assert [(m["type"], m["id"]) for m in client.until_view(6)] == [("event", 6), ("view", 6)]


def test_a_refused_token_gets_a_problem_and_close_code_4401(make_app: AppFactory) -> None:
    with serve(make_app(ENGINES)) as base:
        mid, _ = create(base)
        with socket(base, mid, "nope") as client:
            refused = client.next()
            assert (refused["type"], refused["data"]["code"]) == ("problem", "invalid_token")
            ending = client.next()  # every 4401 follows an `end` naming the reason
            assert (ending["type"], ending["id"], ending["data"]["code"]) == ("end", 0, "invalid_token")
            with pytest.raises(ConnectionClosed) as closed:
                client.next()
        assert closed.value.rcvd is not None and closed.value.rcvd.code == 4401


def test_two_workers_and_revocation(make_app: AppFactory) -> None:
    """Moves made on worker a reach a socket on worker b; revoking its token on a ends it."""
    with serve(make_app(ENGINES)) as a, serve(make_app(ENGINES)) as b:
        table = Table(a)
        with socket(b, table.mid, token_of(table.seats[1])) as watcher:
            assert watcher.next()["type"] == "view"
            played = table.play()
            assert watcher.until_view(played)[-1]["id"] == played
            revoked_at = table.revoke(1)
            table.play()
            seen = []
            with pytest.raises(ConnectionClosed) as closed:
                while True:
                    seen.append(watcher.next())
        assert seen[-1]["type"] == "end" and seen[-1]["data"]["code"] == "token_revoked"
        assert all(m["id"] < revoked_at for m in seen if m["type"] in ("event", "view"))
        assert closed.value.rcvd is not None and closed.value.rcvd.code == 4401


def test_socket_commands_obey_the_token_rate_limit(make_app: AppFactory, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("FOLIE_RATE_LIMIT_TOKEN", "0.1/3")  # a burst of 3 (the hello, 2 commands), then one per 10 s
    with serve(make_app(ENGINES)) as base:
        mid, seats = create(base, target=50)
        with socket(base, mid, token_of(seats[0])) as client:
            client.next()
            answers = [client.command(str(i), {"action": "mark", "amount": 1}) for i in range(3)]
    assert [a["type"] for a in answers] == ["result", "result", "problem"]
    assert (answers[2]["data"]["status"], answers[2]["data"]["code"]) == (429, "rate_limited")


def test_a_socket_ends_with_match_finished_and_a_normal_close_when_the_match_is_over(make_app: AppFactory) -> None:
    """The socket's `end` for a finished match is not a token problem: close code 1000, not 4401."""
    with serve(make_app(ENGINES)) as base:
        mid, seats = create(base, target=3)
        with socket(base, mid, token_of(seats[0])) as client:
            assert client.next()["type"] == "view"
            answer = client.command("win", {"action": "mark", "amount": 3})
            assert answer["type"] == "result", answer
            while (message := client.next())["type"] != "end":
                assert message["type"] in ("event", "view")
            assert message["data"]["code"] == "match_finished"
            with pytest.raises(ConnectionClosed) as closed:
                client.next()
        assert closed.value.rcvd is not None and closed.value.rcvd.code == 1000
