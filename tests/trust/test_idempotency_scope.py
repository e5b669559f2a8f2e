"""Idempotency keys belong to the seat that sent them: one seat cannot use up (or read) another's."""

from __future__ import annotations

from typing import Any

from litestar import Litestar
from litestar.testing import TestClient

from domain.registry import default_engines
from projections.store import EventStore, StoreConfig
from service.commands.verify import verify_store
from tests.conftest import AppFactory
from tests.support.toy import ENGINE as TOY

Client = TestClient[Litestar]


def send(client: Client, mid: str, token: str, command: dict[str, Any], key: str | None = None) -> Any:
    headers = {"Authorization": f"Bearer {token}", **({"Idempotency-Key": key} if key else {})}
    return client.post(f"/matches/{mid}/commands", headers=headers, json={"command": command})


def test_two_seats_with_the_same_key_each_get_their_own_command(make_app: AppFactory) -> None:
    app = make_app({"toy": TOY})
    with TestClient(app) as client:
        created = client.post("/matches", json={"game": "toy", "options": {"target": 100}}).json()
        mid, seats = created["match_id"], [seat["token"] for seat in created["seats"]]
        first = send(client, mid, seats[0], {"action": "mark", "amount": 2}, key="same")
        assert first.status_code == 200 and first.json()["replayed"] is False
        assert send(client, mid, seats[0], {"action": "end_turn"}).status_code == 200
        second = send(client, mid, seats[1], {"action": "mark", "amount": 3}, key="same")
        assert second.status_code == 200, second.text
        assert second.json()["replayed"] is False
        assert second.json()["view"]["view"]["total"] == 5  # seat 1's command was applied, not seat 0's replayed
        version = second.json()["version"]
        # Each seat's retry replays its own first result, and appends nothing.
        again0 = send(client, mid, seats[0], {"action": "mark", "amount": 2}, key="same")
        again1 = send(client, mid, seats[1], {"action": "mark", "amount": 3}, key="same")
        assert again0.json()["replayed"] and again0.json()["events"] == first.json()["events"]
        assert again1.json()["replayed"] and again1.json()["events"] == second.json()["events"]
        assert client.get(f"/matches/{mid}").json()["version"] == version
    # A cold fold (another worker on the same store) scopes the keys the same way.
    with TestClient(make_app({"toy": TOY})) as cold:
        replayed = send(cold, mid, seats[1], {"action": "mark", "amount": 3}, key="same")
        assert replayed.json()["replayed"] is True and replayed.json()["version"] == version


def test_verify_accepts_one_key_used_by_two_seats(make_app: AppFactory, store_config: StoreConfig) -> None:
    app = make_app({"toy": TOY})
    with TestClient(app) as client:
        created = client.post("/matches", json={"game": "toy", "options": {"target": 100}}).json()
        mid, seats = created["match_id"], [seat["token"] for seat in created["seats"]]
        assert send(client, mid, seats[0], {"action": "mark", "amount": 1}, key="k").status_code == 200
        assert send(client, mid, seats[0], {"action": "end_turn"}).status_code == 200
        assert send(client, mid, seats[1], {"action": "mark", "amount": 1}, key="k").status_code == 200
    store = EventStore(store_config)
    try:
        report = verify_store(store, {**default_engines(), "toy": TOY}, only=[mid])
    finally:
        store.close()
    assert report.ok, report.findings
