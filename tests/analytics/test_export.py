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
