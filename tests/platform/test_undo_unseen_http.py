"""Issue 33 item 1 over HTTP: in a Far Cry exploration, ``POST /undo`` neither hides a revealed card
again (refunding its MP) nor lets the last destination be chosen again to roll new dice, though no
exploration event declares ``chance`` or ``reveals``. Real app, real store.

Rules: Far Cry EX-11 (L1312-1386: step 1, a face-down card turned face up for 1 MP; the hunt's dice
rolled once, EX-19); "Folie: undo never re-draws chance nor hides what a seat has seen" (DESIGN 3).
"""

from __future__ import annotations

from typing import Any

import msgspec
import pytest
from litestar import Litestar
from litestar.testing import TestClient

from domain.games.farcry.content import CONTENT
from tests.conftest import AppFactory

Client = TestClient[Litestar]


def bearer(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def _view(client: Client, match: str, token: dict[str, str]) -> dict[str, Any]:
    response = client.get(f"/matches/{match}/view", headers=token)
    assert response.status_code == 200, response.text
    body: dict[str, Any] = response.json()
    return body


def _send(client: Client, match: str, token: dict[str, str], command: dict[str, Any]) -> dict[str, Any]:
    response = client.post(f"/matches/{match}/commands", headers=token, json={"command": command})
    assert response.status_code == 200, (command, response.text)
    body: dict[str, Any] = response.json()
    return body


def _exploring(client: Client) -> tuple[str, list[dict[str, str]]]:
    """A two-seat match whose mission 0 (made saved, no enemy) is won by ending the first turn."""
    created = client.post("/matches", json={"game": "farcry", "options": {"seats": 2}, "seed": 1})
    assert created.status_code == 201, created.text
    match, seats = created.json()["match_id"], [bearer(s["token"]) for s in created.json()["seats"]]
    for token in seats:
        ends = [a for a in _view(client, match, token)["legal_actions"] if a["action"] == "end_turn"]
        if ends:
            _send(client, match, token, {"action": "end_turn", **ends[0]["fixed"]})
    assert _view(client, match, seats[0])["view"]["phase"] == "exploration"
    return match, seats


@pytest.fixture
def client(make_app: AppFactory, monkeypatch: pytest.MonkeyPatch) -> Any:
    kept = CONTENT.missions["mission_0"]
    monkeypatch.setitem(CONTENT.missions, "mission_0", msgspec.structs.replace(kept, saved=True, enemies=[]))
    with TestClient(make_app()) as test_client:
        yield test_client


def _explorer(view: dict[str, Any], seat: int) -> dict[str, Any]:
    found: dict[str, Any] = next(e for e in view["view"]["exploration"]["explorers"] if e["seat"] == seat)
    return found


def test_undo_does_not_hide_a_revealed_exploration_card(client: Client) -> None:
    """EX-11: the card turned face up stays face up and its 1 MP stays paid."""
    match, seats = _exploring(client)
    before = _view(client, match, seats[0])
    reveal = next(a for a in before["legal_actions"] if a["action"] == "explore_reveal")
    cell = reveal["params"][0]["choices"][0]["value"]
    _send(client, match, seats[0], {"action": "explore_reveal", **reveal["fixed"], "cell": cell})
    shown = _view(client, match, seats[0])
    card = next(c for c in shown["view"]["exploration"]["cards"] if c["cell"] == cell)
    assert card["face_up"] and card["card"] is not None
    undo = client.post(f"/matches/{match}/undo", headers=seats[0], json={})
    assert undo.status_code == 409, undo.json().get("outcome")
    assert undo.json()["code"] in {"undo_blocked", "nothing_to_undo"}
    after = _view(client, match, seats[0])
    assert next(c for c in after["view"]["exploration"]["cards"] if c["cell"] == cell) == card
    assert _explorer(after, 0)["mp"] == _explorer(before, 0)["mp"] - 1


def test_undo_does_not_let_the_last_destination_roll_the_dice_again(client: Client) -> None:
    """EX-12, EX-19: once the last destination is chosen the cards are resolved with dice; undoing
    that choice (to send it again at another version, with other dice) is refused."""
    match, seats = _exploring(client)
    for token in seats:
        choose = next(a for a in _view(client, match, token)["legal_actions"] if a["action"] == "explore_choose")
        to = choose["params"][0]["choices"][0]["value"]
        flee = choose["params"][1]["choices"][0]["value"]
        result = _send(client, match, token, {"action": "explore_choose", **choose["fixed"], "to": to, "flee_to": flee})
    resolved = [e["type"] for e in result["events"]]
    assert "exploration_destinations_revealed" in resolved
    version = result["version"]
    undo = client.post(f"/matches/{match}/undo", headers=seats[1], json={})
    assert undo.status_code == 409, undo.json().get("outcome")
    assert undo.json()["code"] in {"undo_blocked", "nothing_to_undo"}
    assert _view(client, match, seats[1])["version"] == version
