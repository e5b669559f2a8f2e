"""Built-in reports on the fixed simulated data, checked against the simulation's own results."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path
from uuid import UUID

import duckdb
import pytest

from domain.match_events import MatchCreated
from domain.registry import default_engines
from domain.statistics import declared_statistics
from projections.analytics import charts
from projections.analytics.database import open_database
from projections.analytics.reports import REPORTS, ReportError, run_report
from projections.analytics.simulation import Played, wilson
from projections.codec import Codec
from projections.store import EventStore, StoreConfig


def _report(projected: Path, name: str, **params: str) -> tuple[list[str], list[list[object]]]:
    con = open_database(projected, read_only=True)
    try:
        report = run_report(con, name, **params)
        return report.columns, report.rows
    finally:
        con.close()


def _games(played: list[Played], simulated_path: Path) -> dict[str, str]:
    """Each simulated match's game, read back from its first stored event."""
    store = EventStore(StoreConfig(sqlite_path=str(simulated_path)))
    codec = Codec(default_engines())
    try:
        out = {}
        for match in played:
            row = store.select(UUID(match.match_id), limit=1)[0]
            created = codec.decode(1, row.topic, row.state).event
            assert isinstance(created, MatchCreated)
            out[match.match_id] = created.game
        return out
    finally:
        store.close()


def test_win_rate_counts_and_intervals(projected: Path, simulated: tuple[Path, list[Played]]) -> None:
    path, played = simulated
    games = _games(played, path)
    columns, rows = _report(projected, "win_rate")
    at = {name: i for i, name in enumerate(columns)}
    by_game: Counter[str] = Counter()
    won: Counter[str] = Counter()
    for match in played:
        if match.finished:
            by_game[games[match.match_id]] += 1
            won[games[match.match_id]] += match.result == "won"
    totals: Counter[str] = Counter()
    for row in rows:
        game = str(row[at["game"]])
        matches, wins = int(str(row[at["matches"]])), int(str(row[at["won"]]))
        totals[game] += matches
        low, high = wilson(wins, matches)
        assert row[at["ci_low"]] == pytest.approx(low, abs=1e-9)
        assert row[at["ci_high"]] == pytest.approx(high, abs=1e-9)
    assert totals == by_game
    assert sum(int(str(r[at["won"]])) for r in rows) == sum(won.values())


def test_match_length_and_losses_match_the_simulation(projected: Path, simulated: tuple[Path, list[Played]]) -> None:
    path, played = simulated
    games = _games(played, path)
    _, lengths = _report(projected, "match_length", source="simulation")
    expected = Counter((games[m.match_id], m.turns) for m in played if m.finished)
    assert {(str(r[0]), int(str(r[1]))): int(str(r[2])) for r in lengths} == expected
    columns, losses = _report(projected, "losses")
    at = {name: i for i, name in enumerate(columns)}
    lost = Counter((games[m.match_id], m.reason) for m in played if m.finished and m.result == "lost")
    counted: Counter[tuple[str, str | None]] = Counter()
    for r in losses:  # one row per set-up: summed over them
        counted[(str(r[at["game"]]), str(r[at["reason"]]))] += int(str(r[at["matches"]]))
    assert counted == lost
    assert _report(projected, "losses", source="play")[1] == []


def test_breakdown_and_its_pictures(projected: Path) -> None:
    con = open_database(projected, read_only=True)
    try:
        report = run_report(con, "breakdown", game="bigbook", dimension="round")
        assert report.columns[:2] == ["round", "matches"] and report.rows
        cards = run_report(con, "breakdown", game="maeshowe", dimension="card")
        played = con.execute("SELECT sum(cards_played) FROM maeshowe_seat_stats").fetchone()
        assert played is not None
        assert sum(float(str(r[cards.columns.index("played")])) for r in cards.rows) == played[0]
        with pytest.raises(ReportError) as missing:
            run_report(con, "breakdown", game="maeshowe", dimension="nothing")
        assert missing.value.code == "breakdown_not_found"
        for info in REPORTS:
            dimension = "players" if info.name == "compare" else "region"
            params = {"game": "montagnes", "dimension": dimension} if info.needs else {}
            shown = run_report(con, info.name, **params)
            assert charts.png(shown).startswith(b"\x89PNG")
            assert f"<h1>{shown.title}</h1>" in charts.page(shown)
    finally:
        con.close()


def test_win_rate_splits_bots(projected: Path) -> None:
    """``simulation:heuristic`` is its own source: random and heuristic play are never mixed (PLAN in
    helpers: 8 heuristic matches of three games, 8 random ones of two)."""
    con = open_database(projected, read_only=True)
    try:
        heuristic = run_report(con, "win_rate", source="simulation:heuristic")
        random = run_report(con, "win_rate", source="simulation:random")
        both = run_report(con, "win_rate", source="simulation")
        expected = con.execute(
            "SELECT source, count(*) FROM matches WHERE finished AND source LIKE 'simulation:%' GROUP BY 1"
        ).fetchall()
        with pytest.raises(ReportError) as bad:
            run_report(con, "win_rate", source="simulation;drop")
        assert bad.value.code == "invalid_source"
        with pytest.raises(ReportError) as unknown:
            run_report(con, "lift", game="chess", dimension="card")
        assert unknown.value.code == "game_not_found" and "maeshowe" in unknown.value.message
        with pytest.raises(ReportError) as dimension:
            run_report(con, "lift", game="maeshowe", dimension="spell")
        assert dimension.value.code == "breakdown_not_found" and "card" in dimension.value.message
    finally:
        con.close()
    at = heuristic.columns.index("matches")
    assert {row[heuristic.columns.index("source")] for row in heuristic.rows} == {"simulation:heuristic"}
    counted = {
        "simulation:heuristic": sum(int(r[at]) for r in heuristic.rows),
        "simulation:random": sum(int(r[at]) for r in random.rows),
    }
    assert counted == dict(expected)
    assert sum(int(r[at]) for r in both.rows) == sum(counted.values())


def test_lift_compares_with_and_without(projected: Path) -> None:
    con = open_database(projected, read_only=True)
    try:
        report = run_report(con, "lift", game="maeshowe", dimension="action")
        win_rate = run_report(con, "win_rate", game="maeshowe")
    finally:
        con.close()
    finished: dict[str, int] = {}  # per set-up (issue 37, item 1: lift within one set-up)
    for row in win_rate.rows:
        setup = str(row[win_rate.columns.index("setup")])
        finished[setup] = finished.get(setup, 0) + int(row[win_rate.columns.index("matches")])
    at = {name: i for i, name in enumerate(report.columns)}
    assert report.rows and len(finished) > 1
    for row in report.rows:
        assert row[at["matches_with"]] + row[at["matches_without"]] == finished[row[at["setup"]]]
        if row[at["lift"]] is not None:
            assert row[at["lift_low"]] <= row[at["lift"]] <= row[at["lift_high"]]
    for setup in finished:
        lifts = [row[at["lift"]] for row in report.rows if row[at["lift"]] is not None and row[at["setup"]] == setup]
        assert lifts == sorted(lifts, reverse=True)


def test_charts_are_scaled_sorted_and_labelled() -> None:
    from matplotlib import pyplot as plt

    from projections.analytics.cells import number
    from projections.analytics.reports import Report

    rows: list[list[object]] = [
        ["maeshowe", 2, "easy", "-", "simulation:heuristic", 0.05, 0.03, 0.08],
        ["maeshowe", 1, "easy", "-", "simulation:heuristic", 0.12, 0.09, 0.14],
    ]
    report = Report(
        "win_rate",
        "Win rate",
        ["game", "players", "difficulty", "variant", "source", "win_rate", "ci_low", "ci_high"],
        rows,
        "interval",
        ["game", "players", "difficulty", "variant", "source"],
        ["win_rate", "ci_low", "ci_high"],
        {"game": "maeshowe", "source": "simulation:heuristic"},
    )
    fig = charts.figure(report)
    try:
        ax = fig.axes[0]
        assert 0.14 < ax.get_xlim()[1] <= 0.2  # not 0-1 for rates under 0.15
        labels = [t.get_text() for t in ax.get_yticklabels()]
        assert labels[0].startswith("maeshowe / 1") and labels[1].startswith("maeshowe / 2")  # sorted by win rate
        assert "win_rate" in ax.get_xlabel() and "game / players" in ax.get_ylabel()
        assert "source simulation:heuristic" in ax.get_title()
    finally:
        plt.close(fig)
    assert [number(v) for v in (2.16e-19, 42320.0, 0.123456, 3, None, float("nan"))] == [
        "0",
        "42,320",
        "0.1235",
        "3",
        "",
        "",
    ]


def test_phase_length_measures_every_games_declared_phases(projected: Path) -> None:
    """Every game gets phases (Far Cry's and Mansions' had none when phases were guessed from event
    names), and the report's spans are those read in Python from the events and the declared marks:
    each mark that a later mark of the same series follows in its (finished) match."""
    declarations = declared_statistics(default_engines())
    marks = {game: {m.event: m for m in declared.phases} for game, declared in declarations.items()}
    con = duckdb.connect(str(projected), read_only=True)
    try:
        events = con.sql(
            "SELECT m.game, e.match_id, e.version, e.type, e.body FROM events e JOIN matches m USING (match_id) "
            "WHERE e.namespace = m.game AND m.finished ORDER BY e.match_id, e.version"
        ).fetchall()
    finally:
        con.close()
    expected: dict[str, Counter[str]] = {game: Counter() for game in marks}
    opened: dict[tuple[object, str], str] = {}
    for game, match_id, _, kind, body in events:
        mark = marks[game].get(kind)
        if mark is None:
            continue
        phase = mark.phase if mark.phase is not None else json.loads(body)[mark.field or ""]
        previous = opened.get((match_id, mark.series))
        if previous is not None:
            expected[game][previous] += 1
        opened[(match_id, mark.series)] = phase
    for game in marks:
        columns, rows = _report(projected, "phase_length", game=game)
        counted: Counter[str] = Counter()
        for row in rows:
            record = dict(zip(columns, row, strict=True))
            counted[str(record["phase"])] += int(str(record["phases"]))
        assert counted == expected[game], game
        assert counted, f"no phases for {game}"
    assert {"investigators", "keeper"} <= set(expected["mansions"])
    assert {"players", "enemies"} <= set(expected["farcry"])
