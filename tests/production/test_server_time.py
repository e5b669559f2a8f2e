"""The server's time in every view and every stream message (issue 13, item 12), so a client draws a
deadline's countdown from ``deadline - server_time`` without trusting its own clock.

The app runs on the tests' hand-moved clock: every ``server_time`` must be exactly that clock.
"""

from __future__ import annotations

from typing import Any

import httpx
from litestar.testing import TestClient

from tests.conftest import AppFactory, Clock
from tests.production.loopback import serve, stream
from tests.support.toy import ENGINE as TOY

ENGINES: dict[str, Any] = {"toy": TOY}
VIEW_OPERATIONS = {"getView", "spectate", "sendCommand", "getReplay", "undo", "answerUndo"}
"""Every operation whose answer holds a SeatView; the test checks the document agrees."""


def _refs(node: Any) -> list[str]:
    """Every ``$ref`` under ``node`` (a description that names SeatView is no reference to it)."""
    if isinstance(node, dict):
        own = [node["$ref"]] if isinstance(node.get("$ref"), str) else []
        return own + [r for value in node.values() for r in _refs(value)]
    if isinstance(node, list):
        return [r for value in node for r in _refs(value)]
    return []


def returns_a_view(document: dict[str, Any], operation: dict[str, Any]) -> bool:
    """Whether a 2xx answer of ``operation`` holds a SeatView (directly or one schema down)."""
    schemas = document["components"]["schemas"]
    for status, response in operation["responses"].items():
        if not status.startswith("2"):
            continue
        for content in response.get("content", {}).values():
            ref = content.get("schema", {}).get("$ref", "")
            if ref.endswith("/SeatView"):
                return True
            inner = schemas.get(ref.rpartition("/")[2], {})
            if any(r.endswith("/SeatView") for r in _refs(inner.get("properties", {}))):
                return True
    return False


def test_every_view_carries_the_server_time(make_app: AppFactory, clock: Clock) -> None:
    with TestClient(make_app(ENGINES)) as client:
        document = client.get("/schema/openapi.json").json()
        found = {
            op["operationId"]
            for ops in document["paths"].values()
            for op in ops.values()
            if returns_a_view(document, op)
        }
        assert found == VIEW_OPERATIONS, "a new operation returns a view: check its server_time here"

        created = client.post("/matches", json={"game": "toy", "options": {"target": 50}, "seed": 3}).json()
        mid = created["match_id"]
        seats = [{"Authorization": f"Bearer {s['token']}"} for s in created["seats"]]
        views: dict[str, Any] = {}

        def check(operation: str, response: httpx.Response) -> Any:
            assert response.status_code == 200, response.text
            body = response.json()
            view = body if "prompts" in body else body["view"]  # a SeatView, or a result holding one
            assert view["server_time"] == clock.now, (operation, view.get("server_time"))
            views[operation] = view
            return body

        clock.advance(1.5)
        check("getView", client.get(f"/matches/{mid}/view", headers=seats[0]))
        clock.advance(2.25)
        check("spectate", client.get(f"/matches/{mid}/spectate"))
        clock.advance(1)
        check(
            "sendCommand",
            client.post(
                f"/matches/{mid}/commands", headers=seats[0], json={"command": {"action": "mark", "amount": 1}}
            ),
        )
        clock.advance(1)
        check("getReplay", client.get(f"/matches/{mid}/replay", params={"version": 3}, headers=seats[1]))
        for who, action in ((0, "end_turn"), (1, "mark")):  # so that undoing asks seat 1
            body = {"command": {"action": action, "amount": 1} if action == "mark" else {"action": action}}
            assert client.post(f"/matches/{mid}/commands", headers=seats[who], json=body).status_code == 200
        clock.advance(1)
        undo = check("undo", client.post(f"/matches/{mid}/undo", headers=seats[0], json={"to_version": 2}))
        assert undo["outcome"] == "requested"
        clock.advance(1)
        answered = client.post(f"/matches/{mid}/undo/answer", headers=seats[1], json={"accept": True})
        check("answerUndo", answered)
        assert set(views) == VIEW_OPERATIONS


def test_every_stream_message_carries_the_server_time(make_app: AppFactory, clock: Clock) -> None:
    with serve(make_app(ENGINES)) as base:
        created = httpx.post(f"{base}/matches", json={"game": "toy", "options": {"target": 50}, "seed": 3}).json()
        mid = created["match_id"]
        seat = {"Authorization": f"Bearer {created['seats'][0]['token']}"}
        version = 2
        for fmt in ("sse", "ndjson"):
            path = f"/matches/{mid}/events/stream?format={fmt}&after={version - 1}"
            with stream(base, path, **seat) as watcher:
                opening = watcher.until_view(version)
                assert [m.type for m in opening] == ["event", "view"]
                assert all(m.data["server_time"] == clock.now for m in opening), opening
                clock.advance(7.5)
                moved = httpx.post(
                    f"{base}/matches/{mid}/commands", headers=seat, json={"command": {"action": "mark", "amount": 1}}
                )
                assert moved.status_code == 200, moved.text
                version = moved.json()["version"]
                pushed = watcher.until_view(version)
                assert [m.type for m in pushed] == ["event", "view"]
                assert all(m.data["server_time"] == clock.now for m in pushed), pushed
                if fmt == "ndjson":  # keep-alives too (SSE's are comments, which EventSource never shows)
                    clock.advance(1)
                    line = next(line for line in watcher.lines if '"keepalive"' in line)
                    assert httpx.Response(200, content=line).json()["server_time"] == clock.now
