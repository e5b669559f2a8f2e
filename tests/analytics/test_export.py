"""Exports in bounded memory and all-or-nothing: chunked NDJSON equals one-chunk NDJSON, a failure
leaves no file (and keeps the previous export), Parquet lands whole, bad input is a usage error."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pyarrow.dataset as ds
import pytest

from domain.registry import default_engines
from projections.analytics import export
from projections.analytics.database import open_database
from projections.analytics.schema import ensure_schema
from service.cli import main


@pytest.fixture
def file_copy(projected: Path, tmp_path: Path) -> Path:
    target = tmp_path / "analytics.duckdb"
    shutil.copyfile(projected, target)
    return target


def _lines(path: Path, game: str | None = None) -> list[str]:
    con = open_database(path, read_only=True)
    try:
        return list(export.ndjson(con, game=game))
    finally:
        con.close()


def test_ndjson_in_small_chunks_equals_one_chunk(projected: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    whole = _lines(projected)
    monkeypatch.setattr(export, "CHUNK_MATCHES", 2)
    chunked = _lines(projected)
    monkeypatch.setattr(export, "CHUNK_MATCHES", 10_000)
    monkeypatch.setattr(export, "CHUNK_EVENTS", 100)  # a chunk ends once it holds 100 stored events
    monkeypatch.setattr(export, "PASS_MATCHES", 3)  # and the chunks are found 3 results at a time
    by_events = _lines(projected)
    assert chunked == whole == by_events
    con = open_database(projected, read_only=True)
    try:
        finished = con.execute("SELECT count(*) FROM matches WHERE finished").fetchone()
        stored = con.execute(  # every stored event, those after the end too (a chat line, a token revoked)
            "SELECT count(*) FROM events WHERE match_id IN (SELECT match_id FROM matches WHERE finished)"
        ).fetchone()
    finally:
        con.close()
    assert finished is not None and stored is not None
    assert len(whole) == finished[0] > 2
    matches = [json.loads(line) for line in whole]
    assert sum(len(m["events"]) for m in matches) == stored[0]
    for match in matches:
        assert [e["version"] for e in match["events"]] == list(range(1, len(match["events"]) + 1))
    assert {m["match"]["game"] for m in map(json.loads, _lines(projected, game="bigbook"))} == {"bigbook"}


def test_a_failed_export_leaves_no_file_and_keeps_the_last_one(projected: Path, tmp_path: Path) -> None:
    target = tmp_path / "out" / "matches.ndjson"
    con = open_database(projected, read_only=True)
    try:
        written = export.write_ndjson(con, target)
        before = target.read_bytes()
        assert written > 0 and before.count(b"\n") == written and b"\r\n" not in before

        def fail(done: int, total: int) -> None:
            raise OSError("disk full")

        with pytest.raises(OSError, match="disk full"):
            export.write_ndjson(con, target, progress=fail)
        assert target.read_bytes() == before
        with pytest.raises(OSError, match="disk full"):
            export.write_ndjson(con, tmp_path / "other.ndjson", progress=fail)
        with pytest.raises(OSError, match="disk full"):
            export.write_parquet(con, tmp_path / "pq", progress=fail)
    finally:
        con.close()
    assert sorted(p.name for p in tmp_path.rglob("*")) == ["matches.ndjson", "out"]


def test_parquet_replaces_the_partitions_it_writes(projected: Path, tmp_path: Path) -> None:
    con = open_database(projected, read_only=True)
    try:
        everything = export.write_parquet(con, tmp_path / "pq")
        again = export.write_parquet(con, tmp_path / "pq", game="maeshowe")
    finally:
        con.close()
    matches = ds.dataset(tmp_path / "pq" / "matches", format="parquet", partitioning="hive").to_table()
    events = ds.dataset(tmp_path / "pq" / "events", format="parquet", partitioning="hive").to_table()
    assert matches.num_rows == everything["matches"] > again["matches"] > 0
    assert events.num_rows == everything["events"]
    assert set(matches.column("game").to_pylist()) == set(default_engines())  # every hosted game was simulated
    assert not [p for p in tmp_path.rglob("*") if ".partial" in p.name or p.name.endswith(".old")]


def test_export_command_refuses_an_unknown_game(
    file_copy: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("FOLIE_DATABASE_URL", f"sqlite:///{tmp_path / 'events.sqlite'}")
    monkeypatch.setenv("FOLIE_ANALYTICS_PATH", str(file_copy))
    assert main(["export", "ndjson", "--game", "chess", "--output", str(tmp_path / "x.ndjson")]) == 2
    err = capsys.readouterr().err
    assert "chess" in err and "maeshowe" in err and "montagnes" in err
    assert not (tmp_path / "x.ndjson").exists()
    assert main(["export", "ndjson", "--game", "bigbook", "--output", str(tmp_path / "b.ndjson")]) == 0
    err = capsys.readouterr().err
    assert "matches written" in err and "bigbook" in (tmp_path / "b.ndjson").read_text()


def _long_match_file(path: Path, events: int) -> None:
    """One finished match of ``events`` events with bodies of about 300 bytes, and a chat line after its end."""
    con = open_database(path)
    try:
        ensure_schema(con, {})
        match = "00000000-0000-0000-0000-000000000001"
        con.execute(
            f"""INSERT INTO match_created VALUES ('{match}', 'maeshowe', '1', '{{}}', 2, NULL, NULL, 'human', 1,
                TIMESTAMP '2026-11-01', 1)"""
        )
        con.execute(
            f"""INSERT INTO events SELECT v, '{match}', v, 'maeshowe', 'maeshowe', 'card_played', 1, v % 2,
                TIMESTAMP '2026-11-01' + INTERVAL (v) SECOND, v,
                ('{{"turn":' || v || ',"note":"' || repeat('x', 280) || '"}}')::JSON, NULL, NULL
                FROM range(1, {events + 1}) t(v)"""
        )
        con.execute(
            f"""INSERT INTO match_results VALUES ('{match}', TIMESTAMP '2026-11-02', 'won', 'r', 'd', 1, [0], 9,
                {events}, {events + 1}, 0, 1, 86400, {events})"""
        )
        con.execute(
            f"""INSERT INTO events VALUES ({events + 1}, '{match}', {events + 1}, 'maeshowe', 'folie', 'chat_posted',
                1, 0, TIMESTAMP '2026-11-02', NULL, '{{"text":"gg"}}', NULL, NULL)"""
        )
        con.execute("CHECKPOINT")
    finally:
        con.close()


def test_a_match_of_any_length_exports_within_the_export_memory_limit(tmp_path: Path) -> None:
    """Each event is a row DuckDB sorts (and may spill), not an element of one in-memory list per match:
    a 150,000-event match ran the list over DuckDB's limit (even at 256 MB), failing the whole export."""
    path = tmp_path / "long.duckdb"
    _long_match_file(path, 150_000)
    con = open_database(  # as folie export opens it
        path, read_only=True, memory_limit=export.MEMORY_LIMIT, threads=export.THREADS, locked=False
    )
    try:
        written = export.write_ndjson(con, tmp_path / "long.ndjson")
    finally:
        con.close()
    assert written == 1
    (line,) = (tmp_path / "long.ndjson").read_text(encoding="utf-8").splitlines()
    match = json.loads(line)
    assert match["match"]["match_id"] == "00000000-0000-0000-0000-000000000001"
    assert [e["version"] for e in match["events"]] == list(range(1, 150_002))
    assert match["events"][-1]["type"] == "chat_posted"  # the line after the end is in its match
    assert match["events"][0]["body"] == {"turn": 1, "note": "x" * 280}


def test_parquet_in_small_chunks_holds_the_same_rows(
    projected: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def rows(directory: Path) -> dict[str, list[tuple[object, ...]]]:
        con = open_database(projected, read_only=True)
        try:
            export.write_parquet(con, directory)
        finally:
            con.close()
        found = {}
        for table in export.TABLES:
            data = ds.dataset(directory / table, format="parquet", partitioning="hive").to_table()
            found[table] = sorted(map(tuple, (r.values() for r in data.to_pylist())), key=repr)
        return found

    whole = rows(tmp_path / "whole")
    monkeypatch.setattr(export, "PARQUET_MATCHES", 2)
    monkeypatch.setattr(export, "PASS_MATCHES", 3)  # chunks found over several passes
    chunked = rows(tmp_path / "chunked")
    assert chunked == whole
    assert len(whole["events"]) > len(whole["matches"]) > 4


def _same_rows(a: list[list[object]], b: list[list[object]]) -> bool:
    """Rows equal up to the order of ties and floating-point rounding (UUIDs and JSON compared as text)."""

    def cell(value: object) -> object:
        return round(value, 9) if isinstance(value, float) else str(value) if value is not None else None

    return sorted((tuple(cell(v) for v in row) for row in a), key=repr) == sorted(
        (tuple(cell(v) for v in row) for row in b), key=repr
    )


def test_every_report_is_rebuilt_from_the_parquet_export_alone(projected: Path, tmp_path: Path) -> None:
    """Issue 37, item 7: ``folie export parquet`` writes every table (matches, events, seats, stand-ins,
    undos, chat, each game's fact tables, phase marks and the statistics' catalogue), so a notebook that
    loads the files alone into an empty DuckDB gets every built-in report as the analytics file gives it."""
    import duckdb

    from projections.analytics.reports import REPORTS, breakdowns, option_names, run_report

    con = open_database(projected, read_only=True)
    try:
        written = export.write_parquet(con, tmp_path / "pq")
        games = [str(row[0]) for row in con.execute("SELECT DISTINCT game FROM matches ORDER BY 1").fetchall()]
        asked: list[tuple[str, dict[str, str]]] = [(info.name, {}) for info in REPORTS if not info.needs]
        asked += [("phase_length", {"game": game}) for game in games]
        asked += [("lift", {"game": game, "dimension": "action"}) for game in games]
        for game, dimension, _ in breakdowns(con):
            asked += [("lift", {"game": game, "dimension": dimension})]
            asked += [("breakdown", {"game": game, "dimension": dimension})]
        asked += [("compare", {"game": g, "dimension": name}) for g in games for name in option_names(con, g)]
        expected = {repr(q): run_report(con, q[0], **q[1]) for q in asked}
    finally:
        con.close()
    assert {"seats", "phase_marks", "statistics", "maeshowe_match_by_card", "farcry_match_stats"} <= set(written)
    notebook = duckdb.connect()
    for table in sorted(path.name for path in (tmp_path / "pq").iterdir()):
        files = str(tmp_path / "pq" / table / "**" / "*.parquet")
        notebook.execute(f"CREATE TABLE {table} AS SELECT * FROM read_parquet('{files}', hive_partitioning = true)")
    notebook.execute("CREATE VIEW match_created AS SELECT * FROM matches")
    answered = 0
    for name, params in asked:
        report = run_report(notebook, name, **params)
        want = expected[repr((name, params))]
        assert report.columns == want.columns, (name, params)
        assert _same_rows(report.rows, want.rows), (name, params, report.rows[:3], want.rows[:3])
        answered += bool(want.rows)
    assert answered > 20  # compare has nothing to say where an option never varies: the others answer
