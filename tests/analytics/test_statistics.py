"""Per-game statistics: every declared statistic has its column and values; ids are never reused."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import duckdb
import pytest

from domain.registry import default_engines
from domain.statistics import DeclarationError, GameStatistics, PhaseMark, Statistic, Value, declared_statistics
from projections.analytics.database import open_database
from projections.analytics.facts import backfill
from projections.analytics.projector import Projector
from projections.analytics.schema import StatisticReused, ensure_schema, fact_tables
from projections.analytics.simulation import Played
from projections.codec import event_classes
from projections.store import EventStore, StoreConfig

DECLARED = declared_statistics(default_engines())
CASES = [(game, stat) for game, declared in DECLARED.items() for stat in declared.statistics]
SQL_TYPES = {"int": "BIGINT", "float": "DOUBLE", "bool": "BOOLEAN"}


def test_every_registered_game_declares_statistics() -> None:
    assert set(DECLARED) == set(default_engines())


@pytest.mark.parametrize(("game", "stat"), CASES, ids=[f"{g}-{s.id}-{s.name}" for g, s in CASES])
def test_declared_statistic_is_a_filled_column(
    game: str, stat: Statistic, projected: Path, simulated: tuple[Path, list[Played]]
) -> None:
    table = next(t for t in fact_tables(DECLARED[game]) if (t.seat, t.dimension) == (stat.scope == "seat", stat.by))
    con = open_database(projected, read_only=True)
    try:
        columns = {row[0]: row[1] for row in con.execute(f'DESCRIBE "{table.name}"').fetchall()}
        assert columns[stat.name] == SQL_TYPES[stat.type]
        catalogue = con.execute(
            "SELECT name, type, scope, breakdown FROM statistics WHERE game = ? AND id = ?", [game, stat.id]
        ).fetchone()
        assert catalogue == (stat.name, stat.type, stat.scope, stat.by)
        finished = con.execute(  # every seat has its row, the keeper's too (Mansions' players count investigators)
            "SELECT count(*), (SELECT count(*) FROM seats JOIN matches AS m USING (match_id) WHERE m.game = ? AND"
            " m.finished) FROM matches WHERE game = ? AND finished",
            [game, game],
        ).fetchone()
        assert finished is not None and finished[0] > 0
        filled = con.execute(
            f'SELECT count(*), count(DISTINCT match_id) FROM "{table.name}" WHERE "{stat.name}" IS NOT NULL'
        ).fetchone()
        assert filled is not None
        if stat.by is None:
            assert filled[0] == (finished[1] if stat.scope == "seat" else finished[0])
        else:
            assert filled[1] > 0
    finally:
        con.close()


def test_breakdowns_add_up_to_the_totals(projected: Path) -> None:
    con = open_database(projected, read_only=True)
    try:
        pairs = [
            (
                "SELECT sum(curses_destroyed) FROM bigbook_match_by_round",
                "SELECT sum(curses_destroyed) FROM bigbook_match_stats",
            ),
            (
                "SELECT sum(trials_passed) FROM montagnes_match_by_region",
                "SELECT sum(trials_passed) FROM montagnes_match_stats",
            ),
            ("SELECT sum(played) FROM maeshowe_match_by_card", "SELECT sum(cards_played) FROM maeshowe_seat_stats"),
            (
                "SELECT sum(tiles) FROM montagnes_match_by_region",
                "SELECT sum(tiles_visited) FROM montagnes_match_stats",
            ),
        ]
        for part, whole in pairs:
            assert con.execute(part).fetchone() == con.execute(whole).fetchone()
        score = con.execute(
            "SELECT count(*) FROM maeshowe_match_stats s JOIN matches m USING (match_id) "
            "WHERE m.score <> s.passages_start - s.passages_left"
        ).fetchone()
        assert score == (0,)
    finally:
        con.close()


def _declare(*stats: Statistic, retired: frozenset[int] = frozenset()) -> GameStatistics:
    return GameStatistics(game="maeshowe", statistics=stats, compute=lambda m: [Value(1, 0)], retired=retired)


def test_declarations_refuse_duplicates_and_retired_ids() -> None:
    with pytest.raises(DeclarationError, match="declared twice"):
        _declare(Statistic(1, "a", "A"), Statistic(1, "b", "B"))
    with pytest.raises(DeclarationError, match="retired"):
        _declare(Statistic(7, "a", "A"), retired=frozenset({7}))
    with pytest.raises(DeclarationError, match="column name"):
        _declare(Statistic(1, "match_id", "A"))
    with pytest.raises(DeclarationError, match="key type"):
        _declare(Statistic(1, "a", "A", by="card"))


def _marked(*marks: PhaseMark) -> GameStatistics:
    return GameStatistics(game="maeshowe", statistics=(), compute=lambda m: [], phases=marks)


def test_phase_marks_name_one_phase_each() -> None:
    assert _marked(PhaseMark("turn_started", "turns", phase="turn")).phases
    with pytest.raises(DeclarationError, match="a phase or a field"):
        _marked(PhaseMark("turn_started", phase="turn", field="seat"))
    with pytest.raises(DeclarationError, match="a phase or a field"):
        _marked(PhaseMark("turn_started"))
    with pytest.raises(DeclarationError, match="no series"):
        _marked(PhaseMark("turn_started", "rounds", phase="turn"))  # type: ignore[arg-type]
    with pytest.raises(DeclarationError, match="marks two phases"):
        _marked(PhaseMark("turn_started", phase="a"), PhaseMark("turn_started", "turns", phase="b"))
    with pytest.raises(DeclarationError, match="usable"):
        _marked(PhaseMark("turn started", phase="a"))


@pytest.mark.parametrize("game", sorted(DECLARED))
def test_every_game_marks_its_phases_with_its_own_events(game: str) -> None:
    """Each registered game declares phase marks (the phase_length report covers every game), and
    each names one of the game's event types and, when the phase is read from the event, a field of it."""
    declared = DECLARED[game]
    assert declared.phases, f"{game} declares no phase marks"
    classes = {str(cls.__struct_config__.tag): cls for cls in event_classes(default_engines()[game].event_type)}
    for mark in declared.phases:
        assert mark.event in classes, f"{game}: no event type {mark.event!r}"
        if mark.field is not None:
            assert mark.field in classes[mark.event].__struct_fields__, f"{game}: {mark.event} has no {mark.field}"


def test_a_reused_id_is_refused_by_the_store(tmp_path: Path) -> None:
    con = duckdb.connect(str(tmp_path / "a.duckdb"))
    try:
        ensure_schema(con, {"maeshowe": _declare(Statistic(1, "turns", "Turns"))})
        with pytest.raises(StatisticReused, match="never reused"):
            ensure_schema(con, {"maeshowe": _declare(Statistic(1, "madness", "Madness"))})
        with pytest.raises(StatisticReused, match="keeps its id"):
            ensure_schema(con, {"maeshowe": _declare(Statistic(2, "turns", "Turns"))})
        ensure_schema(con, {"maeshowe": _declare(Statistic(2, "madness", "Madness"), retired=frozenset({1}))})
        rows = con.execute("SELECT id, name, retired FROM statistics ORDER BY id").fetchall()
        assert rows == [(1, "turns", True), (2, "madness", False)]
        columns = {row[0] for row in con.execute("DESCRIBE maeshowe_match_stats").fetchall()}
        assert {"turns", "madness"} <= columns
    finally:
        con.close()


def test_a_failing_statistic_leaves_its_rows_out_but_not_the_match(store_copy: Path, tmp_path: Path) -> None:
    """A game's ``compute`` failing where the match ends records its facts without statistics: the
    match is finished in the analytics, with no fact rows (the other games' are there)."""
    con = sqlite3.connect(store_copy)
    con.execute("DELETE FROM stored_events WHERE topic = 'folie/match_finished@1'")
    con.commit()
    con.close()
    store = EventStore(StoreConfig(sqlite_path=str(store_copy)))
    analytics = open_database(tmp_path / "a.duckdb")
    try:
        engines = default_engines()
        declared = declared_statistics(engines)
        broken = declared["maeshowe"]

        def explode(match: object) -> list[Value]:
            raise RuntimeError("a bug in a stats module")

        declared["maeshowe"] = GameStatistics(
            game="maeshowe", statistics=broken.statistics, compute=explode, dimensions=broken.dimensions
        )
        assert backfill(store, engines, declared, "missing") > 0
        Projector(store, analytics, engines).catch_up()
        finished = analytics.execute("SELECT count(*) FROM matches WHERE game = 'maeshowe' AND finished").fetchone()
        assert finished is not None and finished[0] > 0
        assert analytics.execute("SELECT count(*) FROM maeshowe_match_stats").fetchone() == (0,)
        assert analytics.execute("SELECT count(*) FROM bigbook_match_stats").fetchone() != (0,)
    finally:
        analytics.close()
        store.close()
