"""The connection guard of ``folie serve`` and WebSockets: no request deadline cuts an open socket,
and a closed socket gives its address's connection back (``service/connections.py``)."""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from typing import Any

import httpx
from websockets.sync.client import ClientConnection, connect

from tests.production.test_slow_clients import Server, folie_serve  # noqa: F401  (the fixture)


def next_message(conn: ClientConnection) -> dict[str, Any]:
    """The next message that is not a keep-alive (the tests' environment sends them every 0.3 s)."""
    while True:
        message: dict[str, Any] = json.loads(conn.recv(timeout=10))
        if message["type"] != "keepalive":
            return message


def test_a_socket_outlives_the_request_deadlines_and_frees_its_connection_slot(
    folie_serve: Callable[..., Server],  # noqa: F811
) -> None:
    server = folie_serve(FOLIE_HEADER_TIMEOUT="1", FOLIE_BODY_TIMEOUT="1", FOLIE_MAX_CONNECTIONS_PER_IP="2")
    created = httpx.post(f"{server.url}/matches", json={"game": "maeshowe", "options": {"players": 2}, "seed": 1})
    assert created.status_code == 201, created.text
    body = created.json()
    url = f"ws://127.0.0.1:{server.port}/matches/{body['match_id']}/socket"
    with connect(url, open_timeout=10) as conn:
        conn.send(json.dumps({"type": "hello", "token": body["seats"][0]["token"]}))
        assert next_message(conn)["type"] == "view"
        time.sleep(2.5)  # past both deadlines: a 408 written into the socket would break the next frame
        conn.send(json.dumps({"type": "command", "ref": 1, "command": {"action": "nonsense"}}))
        answer = next_message(conn)
        assert (answer["type"], answer["ref"], answer["data"]["status"]) == ("problem", 1, 422)
    for _ in range(3):  # more sockets, one after another, than the address may hold at once
        with connect(url, open_timeout=10) as conn:
            conn.send(json.dumps({"type": "hello"}))
            assert next_message(conn)["type"] == "view"
    assert httpx.get(f"{server.url}/healthz").status_code == 200
