"""Shared fixtures: a real app on a real SQLite file per test, with an injectable clock."""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, settings
from litestar import Litestar
from litestar.testing import TestClient

from domain.contract import Engine
from projections.store import StoreConfig
from service.app import create_app
from service.settings import Settings
from tests.support.toy import ENGINE as TOY

settings.register_profile(
    "ci", max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow], derandomize=True
)
settings.register_profile("dev", max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("ci" if os.environ.get("CI") else "dev")


class Clock:
    """A clock tests move by hand (time is an input, never read from the machine in rules)."""

    def __init__(self, now: float = 1_800_000_000.0) -> None:
        self.now = now

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds


@pytest.fixture
def clock() -> Clock:
    return Clock()


AppFactory = Callable[..., Litestar]


@pytest.fixture
def make_app(tmp_path: Path, clock: Clock) -> AppFactory:
    """Build apps on one SQLite file (several apps = several workers on one store)."""

    def factory(engines: dict[str, Engine[Any, Any]] | None = None, **overrides: Any) -> Litestar:
        settings = Settings(store=StoreConfig(sqlite_path=str(tmp_path / "events.sqlite")), **overrides)
        return create_app(settings, engines=engines, clock=clock)

    return factory


@pytest.fixture
def toy_client(make_app: AppFactory) -> Iterator[TestClient[Litestar]]:
    with TestClient(make_app({"toy": TOY}, admin_token="admin-secret", snapshot_every=5)) as client:
        yield client
