"""Exports in flat memory (issue 17): ``folie export``'s connection (one thread, settings unlocked) empties
DuckDB's cache between chunks, and the files are the same as before: NDJSON byte for byte against the
queries the export ran before (one list of seats per match, match ids as keys), Parquet row for row."""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path
from typing import Any

import duckdb
import pyarrow.parquet as pq
import pytest

from projections.analytics import export
from projections.analytics.database import DatabaseUnusable, open_database
from projections.analytics.export_source import Reader, reopening


def _cli_connection(path: Path) -> duckdb.DuckDBPyConnection:
    """The connection ``folie export`` opens (``service/commands/export.py``)."""
    return open_database(path, read_only=True, memory_limit=export.MEMORY_LIMIT, threads=export.THREADS, locked=False)


def _before(con: duckdb.DuckDBPyConnection) -> list[str]:
    """The NDJSON export as the code before issue 17 built it, in one chunk: the reference bytes."""
    where, params = export._where(None, None)
    heads = con.execute(
        f"""WITH {export._CHUNK_MATCHES_SQL},
        picked AS (SELECT * EXCLUDE (_end) FROM m WHERE {where}),
        s AS (
            SELECT match_id, list({{'seat': seat, 'won': won, 'commands': commands, 'events': events,
                                    'chat_lines': chat_lines, 'undo_requests': undo_requests}} ORDER BY seat) AS seats
            FROM seats WHERE match_id IN (SELECT match_id FROM picked) GROUP BY match_id)
        SELECT picked.match_id, '{{"match":' || to_json(picked)::VARCHAR, to_json(coalesce(s.seats, []))::VARCHAR
        FROM picked JOIN m USING (match_id) LEFT JOIN s USING (match_id)
        ORDER BY m._end""",
        [0, 2**62, *params],
    ).fetchall()
    by_match: dict[Any, list[tuple[int, str]]] = {}
    for match_id, version, event in con.execute(
        """SELECT e.match_id, e.version, to_json({'version': version, 'namespace': namespace, 'type': type,
                                    'schema_version': schema_version, 'seat': seat, 'at': occurred_at,
                                    'cmd': cmd, 'body': body})::VARCHAR
           FROM events e JOIN match_results r USING (match_id)"""
    ).fetchall():
        by_match.setdefault(match_id, []).append((version, event))
    return [
        f'{head},"seats":{seats},"events":[{",".join(e for _, e in sorted(by_match.get(match_id, [])))}]}}\n'
        for match_id, head, seats in heads
    ]


def test_drop_cache_empties_the_cache_of_an_unlocked_connection_only(projected: Path) -> None:
    def cached(con: duckdb.DuckDBPyConnection) -> int:
        row = con.execute("SELECT sum(memory_usage_bytes) FROM duckdb_memory() WHERE tag = 'BASE_TABLE'").fetchone()
        return int(row[0]) if row and row[0] is not None else 0

    def limit(con: duckdb.DuckDBPyConnection) -> str:
        row = con.execute("SELECT current_setting('memory_limit')").fetchone()
        assert row is not None
        return str(row[0])

    con = _cli_connection(projected)
    try:
        before = limit(con)
        for table in ("events", "match_created", "match_results", "seats"):  # every column of each
            con.execute(f"SELECT sum(length(to_json(t)::VARCHAR)) FROM {table} t").fetchall()
        full = cached(con)
        export.drop_cache(con)
        assert cached(con) <= 1024 * 1024 < full  # what the 1 MB limit of a moment lets stay
        assert limit(con) == before  # and the limit is back
    finally:
        con.close()
    locked = open_database(projected, read_only=True)  # the service's: its settings cannot change
    try:
        locked.execute("SELECT sum(length(to_json(t)::VARCHAR)) FROM events t").fetchall()
        full = cached(locked)
        export.drop_cache(locked)  # does nothing, raises nothing
        assert cached(locked) == full > 0
    finally:
        locked.close()


def test_ndjson_through_the_export_connection_in_small_chunks_is_the_same_bytes_as_before(
    projected: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    con = _cli_connection(projected)
    try:
        reference = _before(con)
        monkeypatch.setattr(export, "CHUNK_MATCHES", 2)
        monkeypatch.setattr(export, "PASS_MATCHES", 3)
        where, params = export._where(None, None)
        assert len(export.chunks(con, where, params)) > 3  # several chunks, found over several passes
        seen: list[tuple[int, int]] = []
        chunked = list(export.ndjson(con, progress=lambda done, total: seen.append((done, total))))
    finally:
        con.close()
    assert len(reference) > 6
    assert "".join(chunked).encode() == "".join(reference).encode()
    assert seen[-1] == (len(reference), len(reference))  # the total comes from the chunks
    assert all(json.loads(line)["seats"] for line in chunked)


def test_parquet_through_the_export_connection_in_small_chunks_holds_the_same_rows_in_order(
    projected: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    whole = open_database(projected, read_only=True)  # as before: locked, default threads, one chunk each
    try:
        export.write_parquet(whole, tmp_path / "whole")
        every = whole.execute(
            "SELECT DISTINCT game, strftime(created_at, '%Y-%m') FROM matches WHERE finished ORDER BY 1, 2"
        ).fetchall()
    finally:
        whole.close()
    monkeypatch.setattr(export, "PARQUET_MATCHES", 2)
    monkeypatch.setattr(export, "PASS_MATCHES", 3)
    con = _cli_connection(projected)
    try:
        assert export.partitions(con) == every  # found a pass of 3 results at a time
        export.write_parquet(con, tmp_path / "chunked")
    finally:
        con.close()
    files = sorted(p.relative_to(tmp_path / "whole") for p in (tmp_path / "whole").rglob("*.parquet"))
    assert files == sorted(p.relative_to(tmp_path / "chunked") for p in (tmp_path / "chunked").rglob("*.parquet"))
    others = [file for file in files if file.parts[0] not in export.TABLES]  # seats, fact tables... (item 7)
    for file in others:
        before, after = pq.read_table(tmp_path / "whole" / file), pq.read_table(tmp_path / "chunked" / file)
        assert sorted(map(repr, after.to_pylist())) == sorted(map(repr, before.to_pylist()))
    files = [file for file in files if file.parts[0] in export.TABLES]
    assert len(files) == 2 * len(every) > 2
    groups = []
    for file in files:
        before, after = pq.ParquetFile(tmp_path / "whole" / file), pq.ParquetFile(tmp_path / "chunked" / file)
        assert after.schema_arrow == before.schema_arrow
        if file.parts[0] == "matches":  # in the order they finished, chunk after chunk
            assert after.read().equals(before.read())
        else:  # a chunk's events in the order DuckDB reads them: compared by position
            order = [("notification_id", "ascending")]
            assert after.read().sort_by(order).equals(before.read().sort_by(order))
        groups.append(after.metadata.num_row_groups)
    assert max(groups) > 2  # several chunks written


def test_ndjson_from_an_opener_reads_on_fresh_instances_and_is_the_same_bytes_as_before(
    projected: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``folie export`` hands the NDJSON export an opener: each ``RENEW_CHUNKS`` chunks are read on an
    instance of their own (what DuckDB's queries leave in an instance grew the export with the file)."""
    con = _cli_connection(projected)
    try:
        reference = _before(con)
        monkeypatch.setattr(export, "CHUNK_MATCHES", 2)
        monkeypatch.setattr(export, "PASS_MATCHES", 3)
        monkeypatch.setattr(export, "RENEW_CHUNKS", 2)
        chunks = len(export.chunks(con, *export._where(None, None)))
    finally:
        con.close()
    opened: list[duckdb.DuckDBPyConnection] = []

    def opener() -> duckdb.DuckDBPyConnection:
        opened.append(_cli_connection(projected))
        return opened[-1]

    seen: list[tuple[int, int]] = []
    lines = list(export.ndjson(opener, progress=lambda done, total: seen.append((done, total))))
    assert "".join(lines).encode() == "".join(reference).encode()
    assert chunks > 4
    assert len(opened) == 1 + -(-chunks // 2)  # one to find the chunks, then one per 2 chunks
    assert seen[-1] == (len(reference), len(reference))
    for closed in opened:  # every instance it opened is closed
        with pytest.raises(duckdb.ConnectionException):
            closed.execute("SELECT 1")


def test_an_export_keeps_reading_the_file_it_began_with_when_it_is_replaced(projected: Path, tmp_path: Path) -> None:
    """The published copy a running service replaces by a rename: the export then keeps its instance on the
    first file rather than read later chunks from the newer one, and a reopening that meets the newer
    file fails instead of reading it."""
    copy = tmp_path / "analytics.published.duckdb"
    shutil.copyfile(projected, copy)
    newer = tmp_path / "newer.duckdb"
    shutil.copyfile(projected, newer)
    with duckdb.connect(str(newer)) as con:
        con.execute("DELETE FROM match_results")

    def own(target: str) -> duckdb.DuckDBPyConnection:
        return _cli_connection(Path(target))

    with _cli_connection(copy) as con:
        reference = _before(con)
    with reopening(str(copy), own) as opener:
        reader = Reader(opener)
        first = reader.con
        os.replace(newer, copy)  # the publisher's atomic rename
        reader.renew()
        assert reader.con is first  # kept: it still reads the first file
        assert "".join(export._chunk_lines(reader.con, *export._where(None, None), _whole())) == "".join(reference)
        reader.close()
        with pytest.raises(DatabaseUnusable, match="replaced"):
            opener()
    with _cli_connection(copy) as con:
        assert con.execute("SELECT count(*) FROM match_results").fetchall() == [(0,)]


def _whole() -> export.Chunk:
    """One chunk holding every match and event."""
    return export.Chunk(0, 2**62, 0, 2**62, 0)
