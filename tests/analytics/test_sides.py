"""Bots per side and per seat in ``folie simulate`` (issue 37, item 3): Mansions' balance split by side,
its ``players`` counting the investigators, through the real command line, store and DuckDB file.

A random side loses against the heuristic other side (``bench/mansions_winrates.py``: random
investigators win 0% against the heuristic keeper, heuristic investigators 89-100% against a random
keeper), so the split shows in a handful of matches: each side's bot really plays its seats."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from domain.games.maeshowe.engine import MaeshoweEngine
from domain.games.mansions.engine import MansionsEngine
from projections.analytics.simulation import SimulationError, seat_bots
from service.cli import main

KEEPER_STRONG = "keeper=heuristic,investigators=random"
INVESTIGATORS_STRONG = "keeper=random,investigators=heuristic"


@pytest.fixture
def env(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("FOLIE_DATABASE_URL", f"sqlite:///{tmp_path / 'events.sqlite'}")
    monkeypatch.setenv("FOLIE_ANALYTICS_PATH", str(tmp_path / "analytics.duckdb"))
    return tmp_path


def test_a_bot_per_side_splits_mansions_balance_by_side(env: Path, capsys: pytest.CaptureFixture[str]) -> None:
    options = json.dumps({"investigators": 2})
    for seed, bots in enumerate((KEEPER_STRONG, INVESTIGATORS_STRONG)):
        simulate = ["simulate", "mansions", "--games", "4", "--options", options, "--bot", bots, "--seed", str(seed)]
        assert main([*simulate, "--workers", "1", "--quiet"]) == 0
        assert "matches                 4 (4 finished)" in capsys.readouterr().out
    assert main(["report", "win_rate", "--game", "mansions", "--format", "json"]) == 0
    rows = {row["source"]: row for row in json.loads(capsys.readouterr().out)["rows"]}
    assert set(rows) == {f"simulation:{KEEPER_STRONG}", f"simulation:{INVESTIGATORS_STRONG}"}
    assert {row["players"] for row in rows.values()} == {2}  # the investigators, not the 3 seats
    assert rows[f"simulation:{KEEPER_STRONG}"]["won"] == 0
    assert rows[f"simulation:{INVESTIGATORS_STRONG}"]["won"] >= 3
    source = f"simulation:{KEEPER_STRONG}"
    assert main(["report", "win_rate", "--game", "mansions", "--source", source, "--format", "json"]) == 0
    assert [row["source"] for row in json.loads(capsys.readouterr().out)["rows"]] == [source]


def test_seat_bots_reads_sides_seats_and_a_default() -> None:
    mansions, maeshowe = MansionsEngine(), MaeshoweEngine()
    assert seat_bots(mansions, "heuristic", 3) == (["heuristic"] * 3, "heuristic")
    assert seat_bots(mansions, KEEPER_STRONG, 4) == (["heuristic", "random", "random", "random"], KEEPER_STRONG)
    assert seat_bots(mansions, "random,keeper=heuristic", 2) == (["heuristic", "random"], KEEPER_STRONG)
    mixed = seat_bots(mansions, "heuristic,2=random", 3)
    assert mixed == (["heuristic", "heuristic", "random"], "0=heuristic,1=heuristic,2=random")
    assert seat_bots(maeshowe, "random,1=heuristic", 2) == (["random", "heuristic"], "0=random,1=heuristic")
    for bad in ("keeper=heuristic", "keeper=clever,investigators=random", "random,heuristic", "random,jarl=random"):
        with pytest.raises(SimulationError):
            seat_bots(mansions if "jarl" not in bad else maeshowe, bad, 3 if "jarl" not in bad else 2)


def test_simulate_refuses_a_side_the_game_has_not(env: Path, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as refused:
        main(["simulate", "maeshowe", "--games", "1", "--bot", "keeper=heuristic", "--quiet", "--workers", "1"])
    assert refused.value.code == 2 and "no side or seat 'keeper'" in capsys.readouterr().err
