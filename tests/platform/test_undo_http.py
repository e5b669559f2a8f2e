"""Undo requests over HTTP (issue 13 items 1 and 3): a pending request never blocks a command, the
server's clock makes it lapse, and every view says so (``undo.lapsed``). Real app, real store."""

from __future__ import annotations

from typing import Any

from litestar import Litestar
from litestar.testing import TestClient

from tests.conftest import Clock

Client = TestClient[Litestar]


def _create(client: Client, **options: Any) -> tuple[str, list[dict[str, str]]]:
    response = client.post("/matches", json={"game": "toy", "options": options, "seed": 7})
    assert response.status_code == 201, response.text
    body = response.json()
    return body["match_id"], [{"Authorization": f"Bearer {s['token']}"} for s in body["seats"]]


def _command(client: Client, mid: str, headers: dict[str, str], body: dict[str, Any]) -> Any:
    return client.post(f"/matches/{mid}/commands", headers=headers, json={"command": body})


def _asked(client: Client, **options: Any) -> tuple[str, list[dict[str, str]]]:
    """Seat 0 ended its turn, seat 1 marked, seat 0 asks to undo back to its own turn (seat 1 must agree)."""
    mid, headers = _create(client, **options)
    assert _command(client, mid, headers[0], {"action": "end_turn"}).status_code == 200
    assert _command(client, mid, headers[1], {"action": "mark", "amount": 3}).status_code == 200
    asked = client.post(f"/matches/{mid}/undo", headers=headers[0], json={"to_version": 2})
    assert asked.status_code == 200 and asked.json()["outcome"] == "requested"
    return mid, headers


def test_a_command_while_a_request_waits_is_played_and_the_request_lapses(toy_client: Client) -> None:
    """Issue 13 item 3: the asked seat plays on instead of being refused (``undo_pending``)."""
    mid, headers = _asked(toy_client, target=100)
    played = _command(toy_client, mid, headers[1], {"action": "mark", "amount": 1})
    assert played.status_code == 200, played.text
    for seat_headers in headers:
        undo = toy_client.get(f"/matches/{mid}/view", headers=seat_headers).json()["undo"]
        assert undo["requested_by"] is None and undo["waiting_for"] == []
        assert undo["lapsed"]["seat"] == 0 and undo["lapsed"]["to_version"] == 2
        assert undo["lapsed"]["reason"] == "played_on"
    late = toy_client.post(f"/matches/{mid}/undo/answer", headers=headers[1], json={"accept": True})
    assert late.status_code == 409 and late.json()["code"] == "no_undo_request"
    assert toy_client.get(f"/matches/{mid}/view", headers=headers[0]).json()["view"]["total"] == 4


def test_a_server_deadline_after_the_request_voids_it(toy_client: Client, clock: Clock) -> None:
    """Issue 13 item 1: the turn's clock runs out (a server event, an undo barrier) while the request
    waits; the consent that follows must not rewind across it."""
    mid, headers = _asked(toy_client, target=100, turn_seconds=30.0)
    clock.advance(31.0)
    late = toy_client.post(f"/matches/{mid}/undo/answer", headers=headers[1], json={"accept": True})
    assert late.status_code == 409 and late.json()["code"] == "no_undo_request"
    view = toy_client.get(f"/matches/{mid}/view", headers=headers[1]).json()
    assert view["undo"]["lapsed"]["reason"] == "barrier"
    assert view["view"]["total"] == 3 and view["status"]["to_act"] == [0]  # the timed-out turn stands
    events = toy_client.get(f"/matches/{mid}/events", headers=headers[0]).json()["items"]
    assert "undone" not in [e["type"] for e in events]
