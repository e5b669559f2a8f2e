"""The analytics benches still run as committed (issue 37: ``bench.analytics_reports`` crashed because
``grow()`` copied every table by ``match_id`` and ``phase_marks`` has none). Figures are not checked:
speed targets live in the benchmarks, never in tests."""

from __future__ import annotations

import shutil
from pathlib import Path

from bench.analytics_reports import REPORTS, grow
from projections.analytics.database import open_database
from projections.analytics.reports import run_report


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
