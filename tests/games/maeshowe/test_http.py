"""Maeshowe rules seen through the real app over HTTP (a real store file per test)."""

from __future__ import annotations

from typing import Any

from litestar import Litestar
from litestar.testing import TestClient

from tests.conftest import AppFactory

Client = TestClient[Litestar]


def _send(client: Client, mid: str, auth: dict[str, str], command: dict[str, Any]) -> Any:
    return client.post(f"/matches/{mid}/commands", headers=auth, json={"command": command})


def test_every_card_economy_lists_after_snober_is_accepted_over_http(make_app: AppFactory) -> None:
    """Issue 13 item 6 (it was an HTTP 500): seed 14337 deals Snober with Économie then Sacrifice on top of
    the deck. Snober discarded puts both at the start of the line; Économie's take-back prompt lists
    Sacrifice, whose effect is still queued. Taking it back is accepted, and the Sacrifice that left the line
    has no effect (rulebook: "Lorsque vous jouez une carte sur la ligne, résolvez l'effet")."""
    with TestClient(make_app()) as client:
        body = {"game": "maeshowe", "options": {"players": 1, "expansions": ["snub", "crumbling"]}, "seed": 14337}
        created = client.post("/matches", json=body).json()
        mid, auth = created["match_id"], {"Authorization": f"Bearer {created['seats'][0]['token']}"}
        hand = client.get(f"/matches/{mid}/view", headers=auth).json()["view"]["players"][0]["hand"]
        snub = next(card["id"] for card in hand if card["type"] == "snub")
        assert _send(client, mid, auth, {"action": "discard", "card": snub}).status_code == 200
        seen = client.get(f"/matches/{mid}/view", headers=auth).json()
        assert [c["card"]["type"] for c in seen["view"]["line"]] == ["economy", "sacrifice"]
        (take_back,) = seen["legal_actions"]
        sacrifice = next(c["card"]["id"] for c in seen["view"]["line"] if c["card"]["type"] == "sacrifice")
        assert sacrifice in [choice["value"] for choice in take_back["params"][0]["choices"]]
        answer = _send(client, mid, auth, {"action": "take_back", "cards": [sacrifice]})
        assert answer.status_code == 200, answer.text
        after = client.get(f"/matches/{mid}/view", headers=auth).json()
        assert sacrifice in [card["id"] for card in after["view"]["players"][0]["hand"]]
        assert [c["card"]["type"] for c in after["view"]["line"]] == ["economy"]
        assert after["prompts"][0]["kind"] == "turn"
