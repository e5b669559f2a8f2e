"""The benches still run as committed (issue 37: ``bench.analytics_reports`` crashed because ``grow()``
copied every table by ``match_id`` and ``phase_marks`` has none): every bench imports and answers
``--help``, and the analytics ones run on small data. Figures are not checked: speed targets live in
the benchmarks, never in tests."""

from __future__ import annotations

import importlib
import inspect
import shutil
import sqlite3
import sys
from pathlib import Path

import pytest

from bench.analytics_reports import REPORTS, grow
from projections.analytics.database import open_database
from projections.analytics.reports import run_report
from projections.store import EventStore, StoreConfig


def test_grow_copies_every_match_table_and_leaves_the_game_tables_alone(projected: Path, tmp_path: Path) -> None:
    path = tmp_path / "analytics.duckdb"
    shutil.copyfile(projected, path)
    con = open_database(path, read_only=True)
    before = {
        table: con.execute(f'SELECT count(*) FROM "{table}"').fetchall()[0][0]
        for table in ("match_created", "events", "seats", "phase_marks", "statistics")
    }
    con.close()
    total = grow(path, 3 * before["match_created"])
    assert total == 3 * before["match_created"]
    con = open_database(path, read_only=True)
    try:
        after = {table: con.execute(f'SELECT count(*) FROM "{table}"').fetchall()[0][0] for table in before}
        for name, params in REPORTS:  # every report the bench times runs on the grown file
            run_report(con, name, **params)
    finally:
        con.close()
    assert after["events"] == 3 * before["events"] and after["seats"] == 3 * before["seats"]
    assert after["phase_marks"] == before["phase_marks"] and after["statistics"] == before["statistics"]


BENCHES = sorted(
    path.stem for path in (Path(__file__).resolve().parents[2] / "bench").glob("*.py") if path.stem != "__init__"
)


@pytest.mark.parametrize("name", BENCHES)
def test_every_bench_imports_and_explains_its_options(
    name: str, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """Every bench module imports (a renamed function breaks it here, not in a benchmark run) and those
    with options answer ``--help``."""
    module = importlib.import_module(f"bench.{name}")
    main = getattr(module, "main", None)
    if main is None or "argparse" not in inspect.getsource(module):
        return
    monkeypatch.setattr(sys, "argv", [f"bench.{name}", "--help"])
    with pytest.raises(SystemExit) as stopped:
        main()
    assert stopped.value.code == 0
    assert "usage:" in capsys.readouterr().out


def test_the_ingest_bench_runs_end_to_end(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """``bench.analytics_ingest`` as committed, on a tiny store kept from before facts were recorded:
    it records them, then measures the projector against the bulk insert, parts included."""
    from bench import analytics_ingest

    kept = tmp_path / "kept.sqlite"
    store = EventStore(StoreConfig(sqlite_path=str(kept)))
    try:
        analytics_ingest.fill(store, 1_500, workers=1, matches=2)
    finally:
        store.close()
    con = sqlite3.connect(kept)
    con.execute("DELETE FROM stored_events WHERE topic = 'folie/match_finished@1'")
    con.commit()
    con.close()
    monkeypatch.setattr(sys, "argv", ["bench.analytics_ingest", "--events", "1000", "--store", str(kept), "--parts"])
    analytics_ingest.main()
    out = capsys.readouterr().out
    assert "recorded the facts of" in out and "ratio projector / bulk insert" in out and "results" in out
