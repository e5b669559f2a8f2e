"""Issue 35: the review's socket attacks replayed as a bounded load on a real ``folie serve`` (127.0.0.1),
beside the HTTP ones of ``test_slow_clients.py``: the limits hold for sockets as for requests.

* 60 handshakes from one address with the address limit at 5/5 (the review: 60 of 60 opened in 0.6 s);
* 5,000 malformed messages, then 5,000 repeated hellos, on one socket each (the review: every one
  answered, in about 1 s);
* 40 reads of one seat's token spelled three ways with the token limit at 5/40 (the review: 40 of 40).
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from typing import Any

import httpx
import pytest
from websockets.exceptions import ConnectionClosed, InvalidStatus
from websockets.sync.client import ClientConnection, connect

from service.live_socket import MAX_BAD
from tests.production.test_slow_clients import Server, folie_serve  # noqa: F401  (the fixture)


def created(server: Server) -> dict[str, Any]:
    answer = httpx.post(f"{server.url}/matches", json={"game": "maeshowe", "options": {"players": 2}, "seed": 1})
    assert answer.status_code == 201, answer.text
    body: dict[str, Any] = answer.json()
    return body


def drained(conn: ClientConnection) -> tuple[list[dict[str, Any]], int | None]:
    seen = []
    deadline = time.monotonic() + 20
    try:
        while time.monotonic() < deadline:
            message = json.loads(conn.recv(timeout=20))
            if message["type"] != "keepalive":
                seen.append(message)
    except ConnectionClosed as closed:
        return seen, closed.rcvd.code if closed.rcvd is not None else None
    return seen, None


def test_sixty_handshakes_from_one_address_meet_its_limit(folie_serve: Callable[..., Server]) -> None:  # noqa: F811
    server = folie_serve(FOLIE_RATE_LIMIT_IP="5/5", FOLIE_RATE_LIMIT_CREATE="off")
    url = f"ws://127.0.0.1:{server.port}/matches/{created(server)['match_id']}/socket"
    opened = refused = 0
    started = time.monotonic()
    for _ in range(60):
        try:
            with connect(url, open_timeout=10) as conn:
                conn.send(json.dumps({"type": "hello"}))
                message = json.loads(conn.recv(timeout=10))
                opened += message["type"] == "view"
        except InvalidStatus as error:
            assert error.response.status_code == 429
            refused += 1
    elapsed = time.monotonic() - started
    print(f"60 handshakes in {elapsed:.2f} s: {opened} opened, {refused} refused")
    # the burst of 5 (the creation took one) and 5 a second after it; the hellos count too
    assert opened + refused == 60
    assert opened <= 4 + 5 * elapsed + 1 and refused >= 60 - (4 + 5 * elapsed + 1)


@pytest.mark.parametrize("bad", ["{not json", '{"type": "hello"}'])
def test_five_thousand_bad_messages_get_ten_answers_and_a_close(
    folie_serve: Callable[..., Server],  # noqa: F811
    bad: str,
) -> None:
    server = folie_serve(FOLIE_RATE_LIMIT_IP="off")
    url = f"ws://127.0.0.1:{server.port}/matches/{created(server)['match_id']}/socket"
    started = time.monotonic()
    sent = 0
    with connect(url, open_timeout=10) as conn:
        conn.send(json.dumps({"type": "hello"}))
        assert json.loads(conn.recv(timeout=10))["type"] == "view"
        for _ in range(5000):
            try:
                conn.send(bad)
            except ConnectionClosed:
                break
            sent += 1
        seen, code = drained(conn)
    print(f"{sent} of 5000 sent before the close, {len(seen)} answers, in {time.monotonic() - started:.2f} s")
    assert code == 1008
    assert [m["type"] for m in seen] == ["problem"] * MAX_BAD
    assert seen[-1]["data"]["code"] == "too_many_bad_messages"


def test_one_token_spelled_three_ways_is_one_bucket(folie_serve: Callable[..., Server]) -> None:  # noqa: F811
    server = folie_serve(FOLIE_RATE_LIMIT_TOKEN="5/40", FOLIE_RATE_LIMIT_IP="off")
    body = created(server)
    token = body["seats"][0]["token"]
    spellings = [f"Bearer {token}", f"Bearer      {token}", f"bEaReR {token}", f"BEARER {token}"]
    served = 0
    started = time.monotonic()
    with httpx.Client(base_url=server.url) as client:
        for spelling in spellings:
            for _ in range(40):
                status = client.get(f"/matches/{body['match_id']}/view", headers={"Authorization": spelling})
                served += status.status_code == 200
    elapsed = time.monotonic() - started
    print(f"160 reads in {elapsed:.2f} s: {served} served")
    assert served <= 40 + 5 * elapsed + 1  # one burst of 40 for the seat, however spelled
