"""Shared fixtures: a real app on a real SQLite file per test, with an injectable clock."""

from __future__ import annotations

import gc
import os
import uuid
from collections.abc import Callable, Generator, Iterator
from pathlib import Path
from typing import Any

import pytest
from _pytest.terminal import TerminalReporter
from hypothesis import HealthCheck, settings
from litestar import Litestar
from litestar.testing import TestClient

from domain.contract import Engine
from projections.store import StoreConfig
from service.app import create_app
from service.settings import Settings
from tests.support import parallel, profile, quick
from tests.support.postgres import PostgresUnavailable, Server, postgres_server
from tests.support.toy import ENGINE as TOY
from tests.trust import figures

os.environ.setdefault("FOLIE_STRICT_PROBLEM_CODES", "1")
"""Every problem code the suite meets must be catalogued (service.problem_codes): an unknown one fails."""

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


RATE_LIMITS = ("FOLIE_RATE_LIMIT_IP", "FOLIE_RATE_LIMIT_TOKEN", "FOLIE_RATE_LIMIT_CREATE")
# The server limits requests by default; tests send many from one address, so they start from no
# limits. Set here, before any test module builds an app at import (and servers that tests spawn
# inherit it); a test that checks limits sets its own (tests/trust/test_http_edges.py checks the defaults).
for _limit in RATE_LIMITS:
    os.environ[_limit] = "off"


AppFactory = Callable[..., Litestar]


# -- parallel runs (pytest-xdist): see tests/support/parallel.py --------------------------------------
def pytest_configure(config: pytest.Config) -> None:
    parallel.check_serial_table()


@pytest.hookimpl(tryfirst=True)  # before xdist reads the xdist_group marks
def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    parallel.mark(items, groups=parallel.is_worker(config))
    quick.mark(items, {id(item): parallel.relative(item) for item in items})  # scripts/test --quick
    quick.shrink(items)


def pytest_ignore_collect(collection_path: Path, config: pytest.Config) -> bool | None:
    """``scripts/test --quick`` (``FOLIE_QUICK=1``) does not import the modules it leaves out."""
    if not quick.ENABLED or not collection_path.is_relative_to(parallel.ROOT):
        return None
    return quick.ignored(collection_path.relative_to(parallel.ROOT).as_posix(), collection_path.is_dir()) or None


def pytest_collection_finish(session: pytest.Session) -> None:
    if parallel.is_worker(session.config) and session.config.getvalue("loadgroup"):
        parallel.check_groups(session.items)
    freeze_the_collection()


@pytest.hookimpl(wrapper=True)
def pytest_collection(session: pytest.Session) -> Generator[None, object, object]:
    """No cyclic garbage collection while the tests are collected (most of what is built then lives on):
    a whole worker's collection took 27.1 s of CPU with it, 19.3 s without, for 42 MB more at its peak.
    :func:`freeze_the_collection` collects once at its end."""
    paused = os.environ.get("FOLIE_GC_FREEZE", "1") != "0" and gc.isenabled()
    if paused:
        gc.disable()
    try:
        return (yield)
    finally:
        if paused:
            gc.enable()


def freeze_the_collection() -> None:
    """Leave what the collection built (every test module, its parameters, hypothesis's strategies: most of
    a worker's heap) out of every later garbage collection: each full ``gc.collect()`` then scans only what
    the tests made. The analytics extension collects at every app's shutdown (DuckDB objects in cycles), and
    over a whole worker's collection that cost 0.38 s of CPU a call (issue 36). ``FOLIE_GC_FREEZE=0`` turns
    it off."""
    if os.environ.get("FOLIE_GC_FREEZE", "1") != "0":
        gc.collect()
        gc.freeze()


@pytest.hookimpl(trylast=True)  # after the module's fixtures are torn down
def pytest_runtest_teardown(item: pytest.Item, nextitem: pytest.Item | None) -> None:
    """After a module's last test, freeze again what outlives it (caches, the hypothesis database's
    records), once what it left behind is collected: the later modules' collections scan only what they
    make (``FOLIE_GC_FREEZE=2`` turns this step off, keeping the first freeze)."""
    if os.environ.get("FOLIE_GC_FREEZE", "1") == "1" and (nextitem is None or nextitem.path != item.path):
        gc.collect()
        gc.freeze()


@pytest.hookimpl(wrapper=True)
def pytest_runtest_protocol(item: pytest.Item, nextitem: pytest.Item | None) -> Generator[None, object, object]:
    gate = parallel.gate(item.config)
    if gate is None:
        return (yield)
    serial = item.get_closest_marker("serial") is not None
    next_serial = nextitem is not None and nextitem.get_closest_marker("serial") is not None
    with gate.test(serial, next_serial):
        return (yield)


# -- the trust tests' figures (tests/trust/figures.py), gathered on every worker ----------------------
def pytest_sessionfinish(session: pytest.Session) -> None:
    if parallel.is_worker(session.config):  # its controller reports
        session.config.workeroutput["trust_figures"] = dict(figures.COUNTS)  # type: ignore[attr-defined]


@pytest.hookimpl(optionalhook=True)
def pytest_testnodedown(node: Any, error: object) -> None:
    """xdist's controller: a worker is done; add up the figures its tests gathered."""
    figures.COUNTS.update(getattr(node, "workeroutput", {}).get("trust_figures", {}))


def pytest_terminal_summary(terminalreporter: TerminalReporter) -> None:
    if parallel.is_worker(terminalreporter.config):
        return
    lines = figures.report()
    if lines:
        terminalreporter.section("trust figures")
        for line in lines:
            terminalreporter.write_line(line)
    top = terminalreporter.config.getoption("durations", None)
    if top:  # the run asked for its slowest phases (scripts/test: 30): the same number of modules
        reports = [r for kind in terminalreporter.stats.values() for r in kind]  # as --durations reads them
        modules = profile.per_module(reports, top)
        if modules:
            terminalreporter.section(f"slowest {top} modules (seconds of their tests' phases)")
            for line in modules:
                terminalreporter.write_line(line)


@pytest.fixture(scope="session")
def postgres() -> Iterator[Server]:
    """One real PostgreSQL server for the session (installed with apt-get if missing, as on CI)."""
    try:
        with postgres_server() as server:
            yield server
    except PostgresUnavailable as error:
        if os.environ.get("CI"):
            raise
        pytest.skip(f"PostgreSQL unavailable: {error}")


@pytest.fixture(params=["sqlite", pytest.param("postgres", marks=pytest.mark.postgres)])
def store_config(request: pytest.FixtureRequest, tmp_path: Path) -> StoreConfig:
    """The same tests run on the embedded SQLite store and on a real PostgreSQL (own schema per test)."""
    if request.param == "sqlite":
        return StoreConfig(sqlite_path=str(tmp_path / "events.sqlite"))
    server: Server = request.getfixturevalue("postgres")
    schema = "t_" + uuid.uuid4().hex[:12]
    return StoreConfig(
        kind="postgres",
        postgres={
            "dbname": server.dbname,
            "host": server.host,
            "port": str(server.port),
            "user": server.user,
            "password": server.password,
            "schema": schema,
        },
    )


@pytest.fixture
def make_app(store_config: StoreConfig, clock: Clock, tmp_path: Path) -> AppFactory:
    """Build apps on one store (several apps = several workers on one store), each test with its own
    analytics file."""

    def factory(engines: dict[str, Engine[Any, Any]] | None = None, **overrides: Any) -> Litestar:
        overrides.setdefault("analytics_path", str(tmp_path / "analytics.duckdb"))
        return create_app(Settings(store=store_config, **overrides), engines=engines, clock=clock)

    return factory


@pytest.fixture
def toy_client(make_app: AppFactory) -> Iterator[TestClient[Litestar]]:
    with TestClient(make_app({"toy": TOY}, admin_token="admin-secret", snapshot_every=5)) as client:
        yield client
