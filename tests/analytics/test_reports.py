"""Built-in reports on the fixed simulated data, checked against the simulation's own results."""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from uuid import UUID

import pytest

from domain.match import MatchCreated
from domain.registry import default_engines
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
    _, losses = _report(projected, "losses")
    lost = Counter((games[m.match_id], m.reason) for m in played if m.finished and m.result == "lost")
    assert {(str(r[0]), str(r[1])): int(str(r[2])) for r in losses} == lost
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
            params = {"game": "montagnes", "dimension": "region"} if info.needs else {}
            shown = run_report(con, info.name, **params)
            assert charts.png(shown).startswith(b"\x89PNG")
            assert f"<h1>{shown.title}</h1>" in charts.page(shown)
    finally:
        con.close()
