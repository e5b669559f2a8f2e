"""The suite on several pytest-xdist workers (``scripts/test`` runs ``-n 2 --dist loadgroup``).

Two rules keep a parallel run as strong as a serial one:

* **One worker per shared fixture.** A test module whose tests share a module-scoped fixture (a
  ``folie serve`` process, a chromium, a local cluster, npm tools, a module-wide app) runs on one
  worker, so the fixture is built once and never twice at the same time: its tests get the module's
  ``xdist_group``. Session fixtures (the PostgreSQL server, the analytics store) are per worker, in the
  worker's own temporary directory, on a port of its own.
* **Timing tests run alone.** A test marked ``serial`` (those in :data:`SERIAL`: they assert a
  wall-clock bound, race a deadline or a timer, or measure a server's memory) runs while no other test
  runs on any worker: the workers share one lock file per run, taken shared by every test and
  exclusively by a ``serial`` one. A worker keeps it across consecutive ``serial`` tests (they are one
  ``xdist_group``, so one worker runs them in a row), and a waiting ``serial`` test stops new tests from
  starting, so it waits for the tests already running only.

Run serially (``scripts/test -n 0`` or ``-p no:xdist``), nothing here changes anything.
"""

from __future__ import annotations

import fcntl
import os
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import IO, Any

import pytest

ROOT = Path(__file__).resolve().parents[2]

SERIAL: dict[str, str] = {
    "tests/api/test_realtime_montagnes.py": "hourglass and decision windows of 0.2-0.6 s on the real clock",
    "tests/production/test_live_credentials.py": "a stream must end within 1.05 s (SQLite) of a token change",
    "tests/production/test_cluster_streams.py": "a cluster stream must end within 2 s of a token change",
    "tests/production/test_slow_clients.py": "connections cut at a 1 s deadline, within a margin of 3 s",
    "tests/production/test_socket_flood.py::test_a_flood_of_deflate_bombs_before_hello_leaves_healthz_fast": (
        "every /healthz within 50 ms during a socket flood"
    ),
    "tests/trust/test_sandbox_limits.py": "a server's RSS growth; 'too large' must win over a 1 s timeout",
    "tests/trust/test_bad_files.py::"
    "test_a_damaged_analytics_file_is_let_go_and_the_rebuilt_one_opened_without_a_restart": (
        "the rebuilt file must be reopened within 20 s; under load the service's record of the damaged file"
        " can race the rebuild (failed once on two busy workers)"
    ),
}
"""Tests that run alone (marker ``serial``), and why: a module (``path``) or one test function of it
(``path::name``, with all its parameters)."""

FIRST = (
    "tests/release/test_wheel.py",
    "tests/release/test_clients.py",
    "tests/trust/test_non_interference.py",
    "tests/games/farcry/test_farcry_api.py",
    "tests/trust/test_crash_consistency.py",
    "tests/trust/test_live_streams.py",
    "tests/trust/test_power_loss.py",
    "tests/trust/test_listing_exact.py",
    "tests/trust/test_replay_every_version.py",
    "tests/trust/test_bad_files.py",
    "tests/api/test_typed_contract.py",
    "tests/api/test_generic_client.py",
)
"""The slowest modules (minutes, not seconds), handed out first so that none of them is the last test
of a run while the other worker idles. Only an order: a module missing here just runs in its place."""

SHARED_SCOPES = ("module", "package", "class")


def is_worker(config: pytest.Config) -> bool:
    """Whether this process is an xdist worker (not the controller, not a serial run)."""
    return hasattr(config, "workerinput")


def relative(item: pytest.Item) -> str:
    path = item.path.resolve()
    return path.relative_to(ROOT).as_posix() if path.is_relative_to(ROOT) else str(path)


def check_serial_table() -> None:
    """A renamed or deleted test must not silently leave :data:`SERIAL` (it would run in parallel)."""
    missing = []
    for key in SERIAL:
        path, _, name = key.partition("::")
        module = ROOT / path
        if not module.is_file() or (name and f"def {name}(" not in module.read_text(encoding="utf-8")):
            missing.append(key)
    if missing:
        raise pytest.UsageError(f"tests/support/parallel.py SERIAL names tests that do not exist: {missing}")


def shares_a_fixture(item: pytest.Item) -> bool:
    """Whether ``item`` uses a fixture that outlives one test inside its module (module/class/package)."""
    info: Any = getattr(item, "_fixtureinfo", None)
    if info is None:
        return False
    for name in info.names_closure:
        definitions = info.name2fixturedefs.get(name, ())
        if definitions and definitions[-1].scope in SHARED_SCOPES:
            return True
    return False


def _rank(path: str) -> int:
    return next((n for n, first in enumerate(FIRST) if path == first), len(FIRST))


def mark(items: list[pytest.Item], *, groups: bool) -> None:
    """Mark the :data:`SERIAL` tests ``serial``; with ``groups`` (on an xdist worker), give ``xdist_group``
    marks (see the module's doc) and put the :data:`FIRST` modules first."""
    paths = {id(item): relative(item) for item in items}
    matched: set[str] = set()
    for item in items:
        path = paths[id(item)]
        for key in (path, f"{path}::{getattr(item, 'originalname', item.name)}"):
            if key in SERIAL:
                item.add_marker(pytest.mark.serial)
                matched.add(key)
    unmatched = [
        key for key in SERIAL if "::" in key and key not in matched and key.partition("::")[0] in paths.values()
    ]
    if unmatched:
        raise pytest.UsageError(f"tests/support/parallel.py SERIAL names tests that do not exist: {unmatched}")
    if not groups:
        return
    for item in items:
        if item.get_closest_marker("xdist_group") is not None:
            continue
        if item.get_closest_marker("serial") is not None:
            item.add_marker(pytest.mark.xdist_group("serial"))
        elif shares_a_fixture(item):
            item.add_marker(pytest.mark.xdist_group(paths[id(item)]))
    items.sort(key=lambda item: _rank(paths[id(item)]))  # stable: the collection order otherwise


def check_groups(items: list[pytest.Item]) -> None:
    """xdist's ``--dist loadgroup`` reads a test's group from its node id (``...@group``); a pytest that
    ignores that suffix (pytest 9.2 with pytest-xdist 3.8, pytest-xdist#1386) would spread the groups
    silently: fail the run instead."""
    for item in items:
        if item.get_closest_marker("xdist_group") is not None and "@" not in item.nodeid.rpartition("::")[2]:
            raise pytest.UsageError(
                f"{item.nodeid}: its xdist_group is not in its node id, so --dist loadgroup would ignore it"
                " (pytest-xdist#1386): use a pytest and pytest-xdist that agree, or run with -n 0"
            )


class Gate:
    """The run's lock: shared for a test, exclusive for a ``serial`` test (see the module's doc).

    Two ``flock`` files: ``turnstile`` is taken by everyone before ``tests``, and held by a ``serial``
    test while it waits for ``tests``, so no new test starts meanwhile (no starvation)."""

    def __init__(self, where: Path) -> None:
        where.mkdir(parents=True, exist_ok=True)
        self.turnstile: IO[bytes] = (where / "serial-turnstile.lock").open("ab")
        self.tests: IO[bytes] = (where / "serial-tests.lock").open("ab")
        self.alone = False

    @contextmanager
    def test(self, serial: bool, next_serial: bool) -> Iterator[None]:
        if serial and not self.alone:
            fcntl.flock(self.turnstile, fcntl.LOCK_EX)
            fcntl.flock(self.tests, fcntl.LOCK_EX)
            self.alone = True
        elif not serial:
            fcntl.flock(self.turnstile, fcntl.LOCK_EX)
            fcntl.flock(self.tests, fcntl.LOCK_SH)
            fcntl.flock(self.turnstile, fcntl.LOCK_UN)
        try:
            yield
        finally:
            if not (serial and next_serial):
                fcntl.flock(self.tests, fcntl.LOCK_UN)
                if self.alone:
                    fcntl.flock(self.turnstile, fcntl.LOCK_UN)
                self.alone = False


def gate(config: pytest.Config) -> Gate | None:
    """This worker's gate (one per process), in the run's shared temporary directory; ``None`` off xdist."""
    if not is_worker(config):
        return None
    found: Gate | None = getattr(config, "_folie_gate", None)
    if found is None:
        basetemp = config.option.basetemp  # the worker's own: <the run's basetemp>/<worker id>
        found = Gate(Path(basetemp).parent if basetemp else Path(os.environ.get("TMPDIR", "/tmp")))
        config._folie_gate = found  # type: ignore[attr-defined]
    return found
