"""The real app with analytics on a SQLite store, seen by its admin: the status once the projector has
caught up, and sandbox queries. Shared by the analytics route tests."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

import httpx
from litestar import Litestar
from litestar.testing import TestClient

from domain.registry import default_engines
from projections.store import StoreConfig
from service.app import create_app
from service.settings import Settings
from tests.support.toy import ENGINE as TOY

Client = TestClient[Litestar]
ADMIN = {"Authorization": "Bearer analytics-admin"}


def analytics_app(events: Path, analytics: Path) -> Litestar:
    """Every game and the toy, events in ``events``, the in-process projector writing ``analytics``."""
    settings = Settings(
        store=StoreConfig(sqlite_path=str(events)), admin_token="analytics-admin", analytics_path=str(analytics)
    )
    return create_app(settings, engines={**default_engines(), "toy": TOY})


def caught_up(client: Client, timeout: float = 20.0) -> dict[str, Any]:
    """``/analytics/status`` once its lag is 0 (fails if it is not within ``timeout`` seconds)."""
    deadline = time.monotonic() + timeout
    while True:
        status: dict[str, Any] = client.get("/analytics/status", headers=ADMIN).json()
        if status["lag"] == 0 or time.monotonic() > deadline:
            assert status["lag"] == 0, status
            return status
        time.sleep(0.05)


def query(client: Client, sql: str, **extra: Any) -> httpx.Response:
    return client.post("/analytics/query", headers=ADMIN, json={"sql": sql, **extra})


def query_rows(client: Client, sql: str) -> list[list[Any]]:
    """The rows of a query that must succeed."""
    response = query(client, sql)
    assert response.status_code == 200, response.text
    found: list[list[Any]] = response.json()["rows"]
    return found
