"""The analytics and maintenance commands follow the same conventions: every option has help, long
work shows progress, unknown games and dimensions exit 2 listing the valid ones, CSV ends lines with
``\\n`` (exit statuses: ``service/commands/exits.py``)."""

from __future__ import annotations

import argparse
import shutil
from pathlib import Path

import pytest

from service.cli import main

COMMANDS = ("serve", "openapi", "project", "sql", "report", "export", "verify")


@pytest.fixture
def env(projected: Path, store_copy: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    analytics = tmp_path / "analytics.duckdb"
    shutil.copyfile(projected, analytics)
    monkeypatch.setenv("FOLIE_DATABASE_URL", f"sqlite:///{store_copy}")
    monkeypatch.setenv("FOLIE_ANALYTICS_PATH", str(analytics))
    return tmp_path


def test_every_option_has_help() -> None:
    from importlib import import_module

    parser = argparse.ArgumentParser(prog="folie")
    commands = parser.add_subparsers(dest="command")
    for name in COMMANDS:
        import_module(f"service.commands.{name}").register(commands)
    for name, sub in commands.choices.items():
        for action in sub._actions:
            if isinstance(action, argparse._HelpAction):
                continue
            assert action.help, f"folie {name} {action.option_strings or action.dest} has no help"


def test_simulate_names_every_registered_game(capsys: pytest.CaptureFixture[str]) -> None:
    """The help text listed three games after a fourth (Far Cry) was registered."""
    from domain.registry import default_engines

    with pytest.raises(SystemExit):
        main(["simulate", "--help"])
    text = " ".join(capsys.readouterr().out.split())
    assert all(game in text for game in default_engines())


def test_unknown_values_exit_2_and_list_the_valid_ones(env: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["report", "win_rate", "--game", "chess"]) == 2
    err = capsys.readouterr().err
    assert "chess" in err and "maeshowe" in err and "bigbook" in err
    assert main(["report", "lift", "--game", "maeshowe", "--dimension", "colour"]) == 2
    err = capsys.readouterr().err
    assert "colour" in err and "card" in err and "action" in err
    assert main(["report", "win_rate", "--source", "bots"]) == 2
    assert "simulation:<bot>" in capsys.readouterr().err
    with pytest.raises(SystemExit) as usage:  # argparse's own usage errors are 2 too
        main(["report", "nothing"])
    assert usage.value.code == 2


def test_csv_uses_newlines(env: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["sql", "SELECT game, count(*) AS n FROM matches GROUP BY 1 ORDER BY 1", "--format", "csv"]) == 0
    out = capsys.readouterr().out
    assert "\r" not in out and out.split("\n")[:2] == ["game,n", out.split("\n")[1]] and out.endswith("\n")
    assert main(["report", "losses", "--format", "csv", "--output", str(env / "losses.csv")]) == 0
    data = (env / "losses.csv").read_bytes()
    assert b"\r" not in data and data.startswith(b"game,setup,reason,matches,share_of_losses,mean_turns,")


def test_long_work_shows_progress(env: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["verify"]) == 0
    err = capsys.readouterr().err
    assert "verify: " in err and " events" in err
    assert main(["export", "parquet", "--output", str(env / "pq")]) == 0
    err = capsys.readouterr().err
    assert "export: partition" in err and "matches rows" in err
    assert main(["export", "ndjson", "--output", str(env / "m.ndjson")]) == 0
    assert "matches (100%)" in capsys.readouterr().err


def test_nothing_to_open_is_exit_2(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, store_copy: Path) -> None:
    analytics = tmp_path / "analytics.duckdb"
    analytics.write_bytes(b"not a database" * 1000)
    monkeypatch.setenv("FOLIE_DATABASE_URL", f"sqlite:///{store_copy}")
    monkeypatch.setenv("FOLIE_ANALYTICS_PATH", str(analytics))
    assert main(["project", "--once", "--quiet"]) == 2
    assert main(["sql", "SELECT 1"]) == 2
    assert main(["report", "losses"]) == 2
    assert main(["export", "ndjson", "--output", str(tmp_path / "x.ndjson")]) == 2
    assert not (tmp_path / "x.ndjson").exists()
