"""``folie simulate``'s engine room: reproducible runs whatever the number of workers, chunks, progress."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

import pytest

from domain.match_events import MatchCreated, Record
from domain.registry import default_engines
from projections.analytics.simulation import (
    MAX_CHUNK,
    STEP,
    Played,
    Summary,
    chunk_size,
    play_many,
    play_match,
    seeds_for,
    start_method,
    store_played,
    workers_for,
)
from projections.codec import Codec
from projections.store import EventStore, StoreConfig
from service.cli import main

T0 = 1_700_000_000.0
"""A fixed run start where a test compares two runs byte for byte (a run's matches are created then)."""


def _played(game: str, options: dict[str, Any], bot: str, games: int, **kwargs: Any) -> list[Played]:
    return [match for chunk in play_many(game, options, bot, games, 11, **kwargs) for match in chunk]


def _history(path: Path, played: list[Played]) -> list[tuple[int, str, int, str, bytes]]:
    """The whole notification log of a store filled with ``played``."""
    store = EventStore(StoreConfig(sqlite_path=str(path)))
    try:
        for i in range(0, len(played), 3):
            store_played(store, played[i : i + 3])
        return [
            (n.id, str(n.originator_id), n.originator_version, n.topic, n.state) for n in store.notifications(1, 10_000)
        ]
    finally:
        store.close()


@pytest.mark.parametrize(
    ("game", "options", "bot", "games"),
    [("maeshowe", {}, "random", 9), ("montagnes", {"players": 3}, "heuristic", 3)],
)
def test_same_seed_and_key_same_history_whatever_the_workers(
    game: str, options: dict[str, Any], bot: str, games: int, tmp_path: Path
) -> None:
    alone = _played(game, options, bot, games, workers=1, key="k", start=T0)
    assert len(alone) == games and all(match.finished for match in alone)
    for workers, chunk in ((2, None), (2, 1), (3, 2)):
        assert _played(game, options, bot, games, workers=workers, chunk=chunk, key="k", start=T0) == alone
    one = _history(tmp_path / "one.sqlite", alone)
    two = _history(tmp_path / "two.sqlite", _played(game, options, bot, games, workers=2, key="k", start=T0))
    facts = sum(match.facts is not None for match in alone)  # each finished match's facts, stored beside it
    assert one == two and len(one) == sum(len(match.rows) for match in alone) + facts and facts == games


def test_runs_without_a_key_are_new_matches_with_the_same_games() -> None:
    first = _played("maeshowe", {}, "random", 4, workers=2, start=T0)
    second = _played("maeshowe", {}, "random", 4, workers=1, start=T0)
    assert not {match.match_id for match in first} & {match.match_id for match in second}
    # match_created differs by its token hashes only; every later event is the same
    assert [match.rows[1:] for match in first] == [match.rows[1:] for match in second]
    assert [(m.finished, m.result, m.turns, m.commands) for m in first] == [
        (m.finished, m.result, m.turns, m.commands) for m in second
    ]


def test_a_worker_stores_what_play_match_plays() -> None:
    engines = default_engines()
    codec = Codec(engines)
    (played,) = _played("bigbook", {"players": 2}, "heuristic", 1, workers=1, key="k", start=T0)
    seed = seeds_for(11, 1)[0][1]
    match_id, records, commands = play_match(
        engines["bigbook"], {"players": 2}, seed, "heuristic", key="k", index=0, start=T0
    )
    assert match_id == played.match_id and commands == played.commands
    assert [(r.version, *codec.encode(r)) for r in records] == played.rows


def test_chunks_and_workers() -> None:
    assert workers_for(8, 3) == 3 and workers_for(2, 100) == 2 and workers_for(0, 5) >= 1
    assert chunk_size(1000, 1) == MAX_CHUNK and chunk_size(5, 1) == 5
    assert chunk_size(64, 2) == 4  # eight chunks per worker: no core idles long at the end
    assert chunk_size(3, 2) == 1 and chunk_size(100_000, 2) == MAX_CHUNK
    assert start_method() in ("fork", "forkserver", "spawn")


def test_summary_lines() -> None:
    summary = Summary("maeshowe", "random", workers=2, play_seconds=2.0, store_seconds=0.5, project_seconds=1.25)
    summary.add(_played("maeshowe", {}, "random", 4, workers=1))
    lines = "\n".join(summary.lines())
    assert "matches                 4 (4 finished)" in lines
    assert "matches / s             2.0 (2 workers)" in lines
    assert "play + store s          2.00 (storing 0.50)" in lines and "project s               1.25" in lines


def test_cli_progress_and_summary(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("FOLIE_DATABASE_URL", f"sqlite:///{tmp_path / 'events.sqlite'}")
    monkeypatch.setenv("FOLIE_ANALYTICS_PATH", str(tmp_path / "analytics.duckdb"))
    assert main(["simulate", "montagnes", "--options", '{"players": 3}', "--games", "5", "--workers", "2"]) == 0
    out, err = capsys.readouterr()
    assert "[" + "#" * 30 + "] 5/5 matches" in err and "events" in err
    assert "matches                 5 (5 finished)" in out and "(2 workers)" in out and "project s" in out
    assert main(["simulate", "maeshowe", "--games", "3", "--workers", "1", "--quiet", "--no-project"]) == 0
    out, err = capsys.readouterr()
    assert err == "" and "matches                 3 (3 finished)" in out and "project s" not in out


def test_a_capped_match_stops_unfinished_and_is_reported() -> None:
    """Issue 17 item 6: simulations cap match length and report the capped matches."""
    played = _played("montagnes", {"players": 3}, "random", 2, workers=1, max_commands=5)
    assert all(match.capped and match.commands == 5 for match in played)
    summary = Summary("montagnes", "random")
    summary.add(played)
    assert "capped (unfinished)     2" in "\n".join(summary.lines())


def test_the_cli_caps_matches_and_refuses_a_cap_below_one(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("FOLIE_DATABASE_URL", f"sqlite:///{tmp_path / 'events.sqlite'}")
    args = ["simulate", "maeshowe", "--games", "2", "--workers", "1", "--quiet", "--no-project"]
    assert main([*args, "--max-commands", "3"]) == 0
    out = capsys.readouterr().out
    assert "matches                 2 (0 finished)" in out and "capped (unfinished)     2" in out
    with pytest.raises(SystemExit) as refused:
        main([*args, "--max-commands", "0"])
    assert refused.value.code == 2  # a bad argument: exit 2, as every folie command (service/commands/exits.py)
    assert "--max-commands at least 1" in capsys.readouterr().err
    with pytest.raises(SystemExit) as unknown:
        main(["simulate", "no-such-game", "--games", "1", "--quiet", "--no-project"])
    assert unknown.value.code == 2
    assert "maeshowe" in capsys.readouterr().err  # the valid games are listed


def test_simulated_matches_carry_the_runs_real_time_and_their_source(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """Issue 17 item 5: created when the simulation ran (not a made-up future date), advancing by one
    simulated second per command only, and marked ``simulation:<bot>`` in the store and the analytics."""
    import duckdb

    store_path, analytics = tmp_path / "events.sqlite", tmp_path / "analytics.duckdb"
    monkeypatch.setenv("FOLIE_DATABASE_URL", f"sqlite:///{store_path}")
    monkeypatch.setenv("FOLIE_ANALYTICS_PATH", str(analytics))
    before = time.time()
    assert main(["simulate", "maeshowe", "--bot", "heuristic", "--games", "3", "--workers", "1", "--quiet"]) == 0
    after = time.time()
    capsys.readouterr()
    codec = Codec(default_engines())
    store = EventStore(StoreConfig(sqlite_path=str(store_path)))
    try:
        records: dict[str, list[Record]] = {}
        facts = 0
        for n in store.notifications(1, 10_000):
            if n.topic == "folie/match_finished@1":  # the facts of a finished match: a stream of their own
                facts += 1
                continue
            records.setdefault(str(n.originator_id), []).append(codec.decode(n.originator_version, n.topic, n.state))
    finally:
        store.close()
    assert len(records) == 3 == facts
    for match in records.values():
        created = match[0]
        assert isinstance(created.event, MatchCreated) and created.event.origin == "simulation:heuristic"
        assert before <= created.at <= after
        commands = len({record.cmd for record in match if record.seat is not None})
        assert all(created.at <= record.at <= created.at + STEP * commands for record in match)  # no deadline here
    con = duckdb.connect(str(analytics), read_only=True)
    try:
        rows = con.execute("SELECT source, epoch(created_at), epoch(finished_at) FROM matches").fetchall()
    finally:
        con.close()
    assert len(rows) == 3 and {source for source, _, _ in rows} == {"simulation:heuristic"}
    assert all(
        before - 1 <= created <= after + 1 and created <= finished <= after + 3600 for _, created, finished in rows
    )
