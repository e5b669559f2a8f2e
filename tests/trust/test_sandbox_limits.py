"""The SQL sandbox's limits hold on a real ``folie serve``: a query cannot grow the server.

A query that allocates far past DuckDB's own memory setting (``length(repeat('x', 10**9))``) and
one that runs past its time limit each get a clear problem with a stable code, never a 500, and the
server's resident memory (``/proc/<pid>/status``) stays where it was: the query ran in a capped
process of its own.
"""

from __future__ import annotations

import subprocess
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest

from tests.support.folie_serve import folie_serve
from tests.trust import figures

ADMIN = {"Authorization": "Bearer sandbox-admin"}
GROWTH_MB = 40
"""What a server's RSS may move by across the hostile queries (allocator noise, the HTTP exchange)."""


def rss_mb(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    raise AssertionError("no VmRSS")


@pytest.fixture
def server(tmp_path: Path) -> Iterator[tuple[str, subprocess.Popen[bytes]]]:
    env = {
        "SQLITE_DBNAME": str(tmp_path / "events.sqlite"),
        "FOLIE_ANALYTICS_PATH": str(tmp_path / "analytics.duckdb"),
        "FOLIE_ADMIN_TOKEN": "sandbox-admin",
        "FOLIE_RATE_LIMIT_IP": "off",
        "FOLIE_RATE_LIMIT_TOKEN": "off",
    }
    with folie_serve(env, tmp_path / "serve.log", "--log-level", "warning") as running:
        yield running


def query(url: str, sql: str, timeout_s: float) -> httpx.Response:
    return httpx.post(f"{url}/analytics/query", headers=ADMIN, json={"sql": sql, "timeout_s": timeout_s}, timeout=60)


def test_a_query_cannot_grow_or_stall_the_server(server: tuple[str, subprocess.Popen[bytes]]) -> None:
    url, process = server
    for seed in range(3):
        created = httpx.post(f"{url}/matches", json={"game": "maeshowe", "options": {}, "seed": seed}, timeout=10)
        assert created.status_code == 201, created.text
    deadline = time.monotonic() + 30
    while httpx.get(f"{url}/analytics/status", headers=ADMIN, timeout=10).json()["lag"] != 0:
        assert time.monotonic() < deadline
        time.sleep(0.1)
    warm = query(url, "SELECT count(*) FROM match_created", 5)
    assert warm.status_code == 200 and warm.json()["rows"] == [[3]], warm.text
    before = rss_mb(process.pid)

    hostile: list[tuple[str, float, int, str]] = [
        ("SELECT length(repeat('x', 1000000000))", 1.0, 413, "query_too_large"),
        ("SELECT length(string_agg(repeat('y', 100000), '')) FROM range(20000)", 1.0, 413, "query_too_large"),
        ("SELECT count(*) FROM range(100000000000) a", 1.0, 504, "query_timeout"),
        ("SELECT repeat('x', 1000000) FROM range(40)", 5.0, 413, "result_too_large"),
    ]
    answers: list[dict[str, Any]] = []
    for sql, timeout_s, status, code in hostile:
        started = time.monotonic()
        response = query(url, sql, timeout_s)
        answers.append({"sql": sql, "status": response.status_code, "s": round(time.monotonic() - started, 2)})
        assert (response.status_code, response.json()["code"]) == (status, code), (sql, response.text)
    after = rss_mb(process.pid)

    assert process.poll() is None
    assert after - before < GROWTH_MB, (before, after, answers)
    again = query(url, "SELECT count(*) FROM match_created", 5)
    assert again.status_code == 200 and again.json()["rows"] == [[3]]
    assert httpx.get(f"{url}/readyz", timeout=10).status_code == 200
    figures.add("sandbox hostile queries refused, server RSS growth < 40 MB", len(hostile))
