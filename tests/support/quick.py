"""``scripts/test --quick``: the edit-test loop's answer in minutes, not the whole suite's half hour.

The quick run leaves out the tests marked ``heavy`` here, and those marked ``slow``, ``browser``,
``postgres`` or ``serial``: what starts servers, browsers, clusters or other processes, plays many
whole matches, or waits on real clocks. What remains runs every game's rules through ``decide`` and
``evolve``, the views, the platform and most of the API in-process. The whole suite (``scripts/test``,
CI) still runs everything: the quick run is a first answer, never the last.
"""

from __future__ import annotations

import pytest

HEAVY: dict[str, str] = {
    "tests/trust/": "subprocesses, kills, torn files, many resampled worlds: minutes",
    "tests/production/": "real servers in processes of their own, sockets, clusters",
    "tests/contract/": "generated clients, npm tools, mypy --strict over a generated package",
    "tests/web/": "a real chromium against a real server",
    "tests/analytics/": "DuckDB files, projector runs, CLI processes, simulated stores",
    "tests/api/test_schemathesis.py": "generated cases for every operation",
    "tests/api/test_schemathesis_stateful.py": "generated stateful scenarios",
    "tests/api/test_typed_contract.py": "whole matches over HTTP, every response checked against its schema",
    "tests/api/test_generic_client.py": "whole matches of every game over HTTP",
    "tests/api/test_mansions_over_http.py": "a keeper and four investigators to each ending over HTTP",
    "tests/api/test_realtime_montagnes.py": "real timers",
    "tests/games/farcry/test_farcry_api.py": "every mission and seat count played to its end over HTTP",
    "tests/games/test_bots_finish.py": "every game played to its end by every bot",
    "tests/platform/test_bench_smoke.py": "the benchmarks run at a small size",
}
"""Paths (a module, or a directory ending in ``/``) the quick run leaves out, and why."""


def is_heavy(path: str) -> bool:
    return any(path == heavy or (heavy.endswith("/") and path.startswith(heavy)) for heavy in HEAVY)


def mark(items: list[pytest.Item], paths: dict[int, str]) -> None:
    """Mark ``heavy`` the tests of :data:`HEAVY` (``paths``: each item's path from the repository root)."""
    for item in items:
        if is_heavy(paths[id(item)]):
            item.add_marker(pytest.mark.heavy)
