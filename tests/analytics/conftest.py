"""Fixtures of the analytics tests: one simulated store per session, copied for each test."""

from __future__ import annotations

from pathlib import Path

import pytest

from projections.analytics.simulation import Played
from tests.analytics.helpers import copy_store, fill_store, project


@pytest.fixture(scope="session")
def simulated(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, list[Played]]:
    """A SQLite store of simulated matches of every game (built once per session)."""
    path = tmp_path_factory.mktemp("analytics") / "events.sqlite"
    return path, fill_store(path)


@pytest.fixture(scope="session")
def projected(simulated: tuple[Path, list[Played]], tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The analytics file of the simulated store, built once (tests only read it)."""
    target = tmp_path_factory.mktemp("analytics-file") / "analytics.duckdb"
    project(simulated[0], target)
    return target


@pytest.fixture
def store_copy(simulated: tuple[Path, list[Played]], tmp_path: Path) -> Path:
    return copy_store(simulated[0], tmp_path / "events.sqlite")
