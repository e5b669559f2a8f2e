"""Every input limit answers with its documented 4xx problem (see docs/trust.md)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from litestar import Litestar
from litestar.testing import TestClient

from domain.chat import CHAT_BURST, CHAT_WINDOW
from domain.tokens import MAX_SPECTATOR_TOKENS
from domain.undo import MAX_UNDO_DEPTH
from projections.store import StoreConfig
from service.app import create_app
from service.matches import MAX_COMMAND_DEPTH, MAX_COMMAND_ITEMS
from service.settings import Settings
from tests.conftest import Clock
from tests.support.toy import ENGINE as TOY

Client = TestClient[Litestar]


@pytest.fixture
def client(tmp_path: Path, clock: Clock, monkeypatch: pytest.MonkeyPatch) -> Iterator[Client]:
    monkeypatch.setenv("FOLIE_RATE_LIMIT_IP", "off")
    monkeypatch.setenv("FOLIE_RATE_LIMIT_TOKEN", "off")
    monkeypatch.setenv("FOLIE_ANALYTICS_PROJECTOR", "off")
    settings = Settings(store=StoreConfig(sqlite_path=str(tmp_path / "events.sqlite")))
    with TestClient(create_app(settings, engines={"toy": TOY}, clock=clock)) as test_client:
        yield test_client


def match(client: Client) -> tuple[str, dict[str, str], str]:
    created = client.post("/matches", json={"game": "toy", "options": {"target": 1000}}).json()
    return created["match_id"], {"Authorization": f"Bearer {created['seats'][0]['token']}"}, created["creator_token"]


def problem(response: Any, status: int, code: str) -> None:
    assert response.status_code == status, response.text
    assert response.headers["content-type"].startswith("application/problem+json")
    assert response.json()["code"] == code


def test_body_size(client: Client) -> None:
    mid, seat, _ = match(client)
    big = {"command": {"action": "mark", "amount": 1, "pad": "x" * 70_000}}
    problem(client.post(f"/matches/{mid}/commands", headers=seat, json=big), 413, "payload_too_large")


def test_command_nesting_and_size(client: Client) -> None:
    mid, seat, _ = match(client)
    deep: Any = 1
    for _ in range(MAX_COMMAND_DEPTH):
        deep = [deep]
    too_deep = {"action": "mark", "amount": deep}
    problem(client.post(f"/matches/{mid}/commands", headers=seat, json={"command": too_deep}), 422, "command_too_large")
    wide = {"action": "mark", "amount": list(range(MAX_COMMAND_ITEMS))}
    problem(client.post(f"/matches/{mid}/commands", headers=seat, json={"command": wide}), 422, "command_too_large")
    fits = {"action": "mark", "amount": list(range(10))}
    problem(client.post(f"/matches/{mid}/commands", headers=seat, json={"command": fits}), 422, "invalid_command")


def test_chat_length_and_rate(client: Client, clock: Clock) -> None:
    mid, seat, _ = match(client)
    problem(client.post(f"/matches/{mid}/chat", headers=seat, json={"text": "x" * 501}), 400, "invalid_body")
    for i in range(CHAT_BURST):
        assert client.post(f"/matches/{mid}/chat", headers=seat, json={"text": f"line {i}"}).status_code == 201
    refused = client.post(f"/matches/{mid}/chat", headers=seat, json={"text": "one more"})
    problem(refused, 429, "chat_rate_limited")
    version = client.get(f"/matches/{mid}").json()["version"]
    clock.advance(CHAT_WINDOW)
    assert client.post(f"/matches/{mid}/chat", headers=seat, json={"text": "later"}).status_code == 201
    assert client.get(f"/matches/{mid}").json()["version"] == version + 1


def test_page_size(client: Client) -> None:
    mid, seat, _ = match(client)
    problem(client.get(f"/matches/{mid}/events?limit=501", headers=seat), 400, "invalid_body")
    problem(client.get(f"/matches/{mid}/chat?limit=0", headers=seat), 400, "invalid_body")
    assert client.get(f"/matches/{mid}/events?limit=500", headers=seat).status_code == 200


def test_undo_depth(client: Client) -> None:
    mid, seat, _ = match(client)
    for _ in range(MAX_UNDO_DEPTH + 1):
        assert (
            client.post(
                f"/matches/{mid}/commands", headers=seat, json={"command": {"action": "mark", "amount": 1}}
            ).status_code
            == 200
        )
    problem(client.post(f"/matches/{mid}/undo", headers=seat, json={"to_version": 2}), 422, "undo_too_deep")
    assert client.post(f"/matches/{mid}/undo", headers=seat, json={"to_version": 3}).json()["outcome"] == "undone"


def test_spectator_tokens_idempotency_keys_and_token_length(client: Client) -> None:
    mid, seat, creator = match(client)
    manager = {"Authorization": f"Bearer {creator}"}
    for _ in range(MAX_SPECTATOR_TOKENS):
        assert client.post(f"/matches/{mid}/tokens", headers=manager, json={"scope": "spectator"}).status_code == 201
    problem(client.post(f"/matches/{mid}/tokens", headers=manager, json={"scope": "spectator"}), 422, "too_many_tokens")
    long_key = {**seat, "Idempotency-Key": "k" * 201}
    response = client.post(f"/matches/{mid}/commands", headers=long_key, json={"command": {"action": "draw"}})
    assert response.status_code == 400
    problem(client.get(f"/matches/{mid}/view", headers={"Authorization": "Bearer " + "t" * 257}), 401, "invalid_token")
