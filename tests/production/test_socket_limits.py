"""Issue 35 items 2, 3, 4 and 7: a socket is held to the HTTP API's limits.

Every message a socket receives counts as a request of its address and token (the same buckets as
HTTP, :class:`service.extensions.ops.RateLimits`); a socket that keeps sending bad messages is closed
with 1008 after :data:`service.live_socket.MAX_BAD` in a row; a handshake over the address limit is
answered 429 like a request; the per-token bucket is the parsed token's; JSON nested too deeply is a
problem, not a dropped socket. Real uvicorn on 127.0.0.1 (:func:`tests.production.loopback.serve`).
"""

from __future__ import annotations

import json
import time
from typing import Any

import httpx
import pytest
from websockets.exceptions import ConnectionClosed, InvalidStatus
from websockets.sync.client import ClientConnection, connect

from service.live_socket import MAX_BAD
from tests.conftest import AppFactory
from tests.production.loopback import serve
from tests.production.test_live_socket import token_of
from tests.production.test_live_stream import ENGINES, create


def messages_until_closed(conn: ClientConnection) -> tuple[list[dict[str, Any]], int | None]:
    """Every message (keep-alives skipped) until the server closes, and its close code (``None``: still
    open after 10 s)."""
    seen = []
    deadline = time.monotonic() + 10
    try:
        while time.monotonic() < deadline:
            message = json.loads(conn.recv(timeout=10))
            if message["type"] != "keepalive":
                seen.append(message)
        return seen, None
    except ConnectionClosed as closed:
        return seen, closed.rcvd.code if closed.rcvd is not None else None


def url_of(base: str, mid: str) -> str:
    return base.replace("http://", "ws://") + f"/matches/{mid}/socket"


@pytest.mark.parametrize("bad", ["not json", '{"type": "shout"}', '{"type": "hello"}'])
def test_a_socket_that_keeps_sending_bad_messages_is_closed_with_1008(make_app: AppFactory, bad: str) -> None:
    """Malformed messages or repeated hellos are answered each, then the socket is closed after 10 in a row."""
    with serve(make_app(ENGINES)) as base:
        mid, _ = create(base)
        with connect(url_of(base, mid), open_timeout=10) as conn:
            conn.send(json.dumps({"type": "hello"}))
            assert json.loads(conn.recv(timeout=10))["type"] == "view"
            for _ in range(50):
                try:
                    conn.send(bad)
                except ConnectionClosed:
                    break
            seen, code = messages_until_closed(conn)
    problems = [m["data"]["code"] for m in seen if m["type"] == "problem"]
    assert code == 1008
    assert len(problems) == MAX_BAD and problems[-1] == "too_many_bad_messages"
    assert set(problems[:-1]) == {"hello_repeated" if "hello" in bad else "invalid_message"}


def test_every_socket_message_counts_against_the_address_limit(
    make_app: AppFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    """With 5 requests an address's burst, the creation and the handshake take 2: three more messages
    are answered, then each is refused 429 `rate_limited` (and the socket closed, 10 bad in a row)."""
    monkeypatch.setenv("FOLIE_RATE_LIMIT_IP", "0.01/5")
    with serve(make_app(ENGINES)) as base:
        mid, _ = create(base)
        with connect(url_of(base, mid), open_timeout=10) as conn:
            conn.send(json.dumps({"type": "hello"}))
            assert json.loads(conn.recv(timeout=10))["type"] == "view"
            for _ in range(20):
                try:
                    conn.send(json.dumps({"type": "hello"}))
                except ConnectionClosed:
                    break
            seen, code = messages_until_closed(conn)
    problems = [m["data"]["code"] for m in seen if m["type"] == "problem"]
    assert problems[:3] == ["hello_repeated"] * 3
    assert problems[3:-1] == ["rate_limited"] * (MAX_BAD - 4) and problems[-1] == "too_many_bad_messages"
    assert code == 1008


def test_handshakes_take_from_the_address_bucket_as_http_reads_do(
    make_app: AppFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Address limit 5/5: the creation and two reads take 3; two sockets open; the next handshakes and
    reads are refused 429 with the same problem body."""
    monkeypatch.setenv("FOLIE_RATE_LIMIT_IP", "0.01/5")
    with serve(make_app(ENGINES)) as base:
        mid, _ = create(base)
        assert [httpx.get(f"{base}/matches/{mid}/view").status_code for _ in range(2)] == [200, 200]
        opened = []
        refused = []
        for _ in range(6):
            try:
                with connect(url_of(base, mid), open_timeout=10) as conn:
                    conn.send(json.dumps({"type": "hello"}))
                    opened.append(json.loads(conn.recv(timeout=10))["type"])
            except InvalidStatus as error:
                refused.append((error.response.status_code, json.loads(error.response.body or b"{}")["code"]))
        read = httpx.get(f"{base}/matches/{mid}/view")
    assert opened == ["view", "view"]
    assert refused == [(429, "rate_limited")] * 4
    assert (read.status_code, read.json()["code"]) == (429, "rate_limited")


def test_the_token_bucket_is_the_parsed_tokens_whatever_the_header_spelling(
    make_app: AppFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    """`Bearer T`, `Bearer    T` and `bEaReR T` are one seat, one bucket (burst 4): 4 reads of 9 served;
    a socket's hello with T is refused too (429 `rate_limited`, close 1008)."""
    monkeypatch.setenv("FOLIE_RATE_LIMIT_TOKEN", "0.01/4")
    with serve(make_app(ENGINES)) as base:
        mid, seats = create(base)
        token = token_of(seats[0])
        spellings = [f"Bearer {token}", f"Bearer     {token}", f"bEaReR {token}"] * 3
        statuses = [
            httpx.get(f"{base}/matches/{mid}/view", headers={"Authorization": auth}).status_code for auth in spellings
        ]
        with connect(url_of(base, mid), open_timeout=10) as conn:
            conn.send(json.dumps({"type": "hello", "token": token}))
            seen, code = messages_until_closed(conn)
    assert statuses == [200] * 4 + [429] * 5
    assert [(m["type"], m["data"]["code"]) for m in seen] == [("problem", "rate_limited")]
    assert code == 1008


def test_json_nested_too_deeply_is_a_problem_and_the_socket_stays(make_app: AppFactory) -> None:
    """As HTTP answers 400 `invalid_json`, the socket answers it and keeps serving (it closed with 1006)."""
    with serve(make_app(ENGINES)) as base:
        mid, seats = create(base, target=50)
        with connect(url_of(base, mid), open_timeout=10) as conn:
            conn.send(json.dumps({"type": "hello", "token": token_of(seats[0])}))
            assert json.loads(conn.recv(timeout=10))["type"] == "view"
            for depth in (1_000, 20_000):
                conn.send('{"type": "command", "ref": 1, "command": {"x": ' + "[" * depth + "]" * depth + "}}")
                answer = json.loads(conn.recv(timeout=10))
                assert (answer["type"], answer["data"]["status"], answer["data"]["code"]) == (
                    "problem",
                    400,
                    "invalid_json",
                )
            conn.send(json.dumps({"type": "command", "ref": 2, "command": {"action": "mark", "amount": 1}}))
            while (answer := json.loads(conn.recv(timeout=10)))["type"] not in ("result", "problem"):
                pass
    assert (answer["type"], answer["ref"]) == ("result", 2)
