"""A real app on a SQLite file per call, built with the environment a test asks for (rate limits at
their defaults unless the test sets them): the HTTP edge and chat text tests share it."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from litestar import Litestar
from litestar.testing import TestClient

from projections.store import StoreConfig
from service.app import create_app
from service.settings import Settings
from tests.conftest import Clock
from tests.support.toy import ENGINE as TOY

Client = TestClient[Litestar]
LIMIT_VARIABLES = ("FOLIE_RATE_LIMIT_IP", "FOLIE_RATE_LIMIT_TOKEN", "FOLIE_RATE_LIMIT_CREATE")


@pytest.fixture
def serve(tmp_path: Path, clock: Clock, monkeypatch: pytest.MonkeyPatch) -> Iterator[Callable[..., Client]]:
    """A real app on a SQLite file, built with the given environment (limits at their defaults)."""
    monkeypatch.setenv("FOLIE_ANALYTICS_PROJECTOR", "off")
    for name in LIMIT_VARIABLES:
        monkeypatch.delenv(name, raising=False)
    clients: list[Client] = []

    def start(**env: str) -> Client:
        for name, value in env.items():
            monkeypatch.setenv(name, value)
        settings = Settings(store=StoreConfig(sqlite_path=str(tmp_path / f"events{len(clients)}.sqlite")))
        client = TestClient(create_app(settings, engines={"toy": TOY}, clock=clock))
        clients.append(client.__enter__())
        return client

    yield start
    for client in clients:
        client.__exit__(None, None, None)


def seat_headers(client: Client) -> tuple[str, dict[str, str]]:
    created = client.post("/matches", json={"game": "toy", "options": {"target": 1000}}).json()
    return created["match_id"], {"Authorization": f"Bearer {created['seats'][0]['token']}"}
