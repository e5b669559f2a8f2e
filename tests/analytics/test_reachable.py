"""Analytics reachable while the server runs, on the default set-up (no token anywhere): a real
``folie serve`` holds the DuckDB file and publishes its copy; ``folie sql``, ``report`` and ``export``
in other processes read that copy (``folie sql`` asks the server itself, issue 37), and a match created
meanwhile shows up in ``folie sql``'s next answer."""

from __future__ import annotations

import json
import os
import stat
import subprocess
import sys
import time
from pathlib import Path

import httpx

from projections.analytics.snapshots import published_path
from tests.support.folie_serve import ROOT, folie_serve


def _folie(env: dict[str, str], *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "service.cli", *args],
        check=False,
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )


def _count(env: dict[str, str], sql: str) -> int:
    done = _folie(env, "sql", sql, "--format", "json")
    assert done.returncode == 0, done.stderr
    return int(json.loads(done.stdout)[0]["n"])


def test_cli_reads_while_the_server_holds_the_file(store_copy: Path, tmp_path: Path) -> None:
    analytics = tmp_path / "analytics.duckdb"
    published = published_path(analytics)
    serve_env = {
        "SQLITE_DBNAME": str(store_copy),
        "FOLIE_ANALYTICS_PATH": str(analytics),
        "FOLIE_ANALYTICS_PUBLISH_S": "0.5",
    }
    cli_env = {key: value for key, value in os.environ.items() if not key.startswith("FOLIE_")}
    cli_env.update({"FOLIE_DATABASE_URL": f"sqlite:///{store_copy}", "FOLIE_ANALYTICS_PATH": str(analytics)})
    with folie_serve(serve_env, tmp_path / "serve.log", "--log-level", "warning") as (url, _):
        deadline = time.monotonic() + 60
        while not published.exists():
            assert time.monotonic() < deadline, (tmp_path / "serve.log").read_text()[-2000:]
            time.sleep(0.2)
        assert stat.S_IMODE(published.stat().st_mode) == 0o600
        finished = _count(cli_env, "SELECT count(*) AS n FROM matches WHERE finished")
        assert finished > 10
        sql = _folie(cli_env, "sql", "SELECT 1 AS n")
        assert sql.returncode == 0 and sql.stderr == "", sql.stderr  # the server answered it (issue 37)

        report = _folie(cli_env, "report", "win_rate", "--source", "simulation:heuristic", "--format", "csv")
        assert report.returncode == 0, report.stderr
        assert "held by a running process" in report.stderr and str(published) in report.stderr
        lines = report.stdout.split("\n")
        assert "\r" not in report.stdout and lines[0].startswith("game,players,difficulty,variant,source")
        assert {line.split(",")[4] for line in lines[1:] if line} == {"simulation:heuristic"}

        exported = _folie(cli_env, "export", "ndjson", "--output", str(tmp_path / "m.ndjson"), "--quiet")
        assert exported.returncode == 0, exported.stderr
        assert len((tmp_path / "m.ndjson").read_text().splitlines()) == finished

        created = _count(cli_env, "SELECT count(*) AS n FROM match_created")
        answer = httpx.post(f"{url}/matches", json={"game": "maeshowe", "options": {"players": 1}, "seed": 3})
        assert answer.status_code == 201, answer.text
        assert _count(cli_env, "SELECT count(*) AS n FROM match_created") == created + 1  # fresh: no wait
