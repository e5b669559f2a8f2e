"""The analytics commands end to end: simulate, project, sql, report, export."""

from __future__ import annotations

import json
from pathlib import Path

import pyarrow.dataset as ds
import pytest

from service.cli import main


@pytest.fixture
def env(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("FOLIE_DATABASE_URL", f"sqlite:///{tmp_path / 'events.sqlite'}")
    monkeypatch.setenv("FOLIE_ANALYTICS_PATH", str(tmp_path / "analytics.duckdb"))
    return tmp_path


def test_simulate_then_analyse(env: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "maeshowe", "--games", "6", "--workers", "2", "--seed", "4", "--quiet"]) == 0
    summary = capsys.readouterr().out
    assert "matches                 6 (6 finished)" in summary and "win rate (95% CI)" in summary
    assert main(["sql", "SELECT source, count(*) AS n FROM matches GROUP BY ALL", "--format", "json"]) == 0
    assert json.loads(capsys.readouterr().out) == [{"source": "simulation:random", "n": 6}]
    assert main(["sql", "DELETE FROM events"]) == 1
    assert "statement_not_allowed" in capsys.readouterr().err
    assert main(["report", "win_rate", "--format", "json"]) == 0
    rows = json.loads(capsys.readouterr().out)["rows"]
    assert sum(r["matches"] for r in rows) == 6
    assert (
        main(
            [
                "report",
                "breakdown",
                "--game",
                "maeshowe",
                "--dimension",
                "card",
                "--format",
                "png",
                "--output",
                str(env / "c.png"),
            ]
        )
        == 0
    )
    assert (env / "c.png").read_bytes().startswith(b"\x89PNG")
    assert main(["export", "ndjson", "--output", str(env / "out" / "matches.ndjson")]) == 0
    lines = (env / "out" / "matches.ndjson").read_text().splitlines()
    assert len(lines) == 6
    first = json.loads(lines[0])
    assert first["match"]["game"] == "maeshowe" and first["events"][0]["type"] == "match_created"
    assert len(first["events"]) == first["match"]["stored_events"]
    assert main(["export", "parquet", "--output", str(env / "pq")]) == 0
    events = ds.dataset(env / "pq" / "events", format="parquet", partitioning="hive").to_table()
    assert events.num_rows == sum(len(json.loads(line)["events"]) for line in lines)
    assert set(events.column("game").to_pylist()) == {"maeshowe"}
    assert main(["project", "--once", "--quiet"]) == 0
    assert main(["project", "--once", "--quiet", "--rebuild"]) == 0
    assert main(["sql", "SELECT count(*) AS n FROM match_results", "--format", "json"]) == 0
    assert json.loads(capsys.readouterr().out) == [{"n": 6}]


def test_simulate_refuses_bad_input(env: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Bad arguments exit 2 (service/commands/exits.py) with the reason on stderr."""
    with pytest.raises(SystemExit) as unknown:
        main(["simulate", "chess", "--games", "1", "--quiet", "--workers", "1"])
    assert unknown.value.code == 2 and "no game" in capsys.readouterr().err
    with pytest.raises(SystemExit) as options:
        main(["simulate", "maeshowe", "--games", "1", "--options", '{"players": 9}', "--quiet", "--workers", "1"])
    assert options.value.code == 2 and "1 or 2 players" in capsys.readouterr().err
