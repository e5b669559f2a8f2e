"""The analytics tables (their meaning, column by column, is in ``docs/analytics.md``).

Core tables are append-only: a match's row in ``match_created`` is written when it is created and
its row in ``match_results`` when it finishes; ``matches`` is the view joining them. Appending only
keeps exactly-once simple: a batch of rows and the tracking position commit in one transaction.

Per-game fact tables come from the games' declarations (:mod:`domain.statistics`). The
``statistics`` table is the catalogue of every statistic id ever seen: a declaration that gives an
old id a new meaning is refused (:class:`StatisticReused`) rather than mixed into an old column.
"""

from __future__ import annotations

from dataclasses import dataclass

import duckdb

from domain.statistics import GameStatistics, Statistic

SCHEMA_VERSION = 2
"""2: signed seeds, ``dead_letters``, credential-free bodies and ``public_body`` (rebuild a version 1 file)."""
TRACKING = "analytics"

MATCH_COLUMNS = """c.match_id, c.game, c.rules_version, c.options, c.players, c.difficulty, c.variant, c.source,
    c.seed, c.created_at, r.finished_at, r.finished_at IS NOT NULL AS finished, r.result, r.reason,
    r.detail, r.score, r.winners, r.turns, r.events, r.stored_events, r.undos, r.chat_lines, r.duration_s"""
"""The columns of the view ``matches`` over ``match_created c`` and ``match_results r``."""

CORE_DDL = (
    """CREATE TABLE IF NOT EXISTS projection_tracking (
        name VARCHAR PRIMARY KEY, position BIGINT NOT NULL, source VARCHAR,
        schema_version INTEGER NOT NULL, updated_at TIMESTAMP)""",
    """CREATE TABLE IF NOT EXISTS statistics (
        game VARCHAR NOT NULL, id INTEGER NOT NULL, name VARCHAR NOT NULL, label VARCHAR, type VARCHAR,
        scope VARCHAR, breakdown VARCHAR, description VARCHAR, retired BOOLEAN NOT NULL, PRIMARY KEY (game, id))""",
    """CREATE TABLE IF NOT EXISTS phase_marks (
        game VARCHAR NOT NULL, type VARCHAR NOT NULL, series VARCHAR NOT NULL, phase VARCHAR, field VARCHAR,
        PRIMARY KEY (game, type))""",
    """CREATE TABLE IF NOT EXISTS match_created (
        match_id UUID NOT NULL, game VARCHAR NOT NULL, rules_version VARCHAR, options JSON, players INTEGER,
        difficulty VARCHAR, variant VARCHAR, source VARCHAR, seed BIGINT, created_at TIMESTAMP,
        notification_id BIGINT NOT NULL)""",
    """CREATE TABLE IF NOT EXISTS match_results (
        match_id UUID NOT NULL, finished_at TIMESTAMP, result VARCHAR, reason VARCHAR, detail VARCHAR,
        score DOUBLE, winners INTEGER[], turns INTEGER, events INTEGER, stored_events INTEGER,
        undos INTEGER, chat_lines INTEGER, duration_s DOUBLE, notification_id BIGINT NOT NULL)""",
    """CREATE TABLE IF NOT EXISTS seats (
        match_id UUID NOT NULL, seat INTEGER NOT NULL, won BOOLEAN, commands INTEGER, events INTEGER,
        chat_lines INTEGER, undo_requests INTEGER)""",
    """CREATE TABLE IF NOT EXISTS events (
        notification_id BIGINT NOT NULL, match_id UUID NOT NULL, version INTEGER NOT NULL, game VARCHAR,
        namespace VARCHAR NOT NULL, type VARCHAR NOT NULL, schema_version INTEGER NOT NULL, seat INTEGER,
        occurred_at TIMESTAMP, cmd INTEGER, body JSON, public_type VARCHAR, public_body JSON)""",
    """CREATE TABLE IF NOT EXISTS dead_letters (
        notification_id BIGINT NOT NULL, match_id UUID, version INTEGER, topic VARCHAR, error VARCHAR NOT NULL,
        recorded_at TIMESTAMP NOT NULL)""",
    """CREATE TABLE IF NOT EXISTS stand_ins (
        match_id UUID NOT NULL, seat INTEGER NOT NULL, bot VARCHAR NOT NULL, since_version INTEGER NOT NULL,
        until_version INTEGER, commands INTEGER NOT NULL)""",
    """CREATE TABLE IF NOT EXISTS undos (
        match_id UUID NOT NULL, version INTEGER NOT NULL, occurred_at TIMESTAMP, seat INTEGER,
        kind VARCHAR NOT NULL, to_version INTEGER, needs INTEGER[])""",
    """CREATE TABLE IF NOT EXISTS chat (
        match_id UUID NOT NULL, version INTEGER NOT NULL, occurred_at TIMESTAMP, seat INTEGER,
        channel VARCHAR, text VARCHAR)""",
    f"CREATE OR REPLACE VIEW matches AS SELECT {MATCH_COLUMNS} FROM match_created c LEFT JOIN match_results r "
    "USING (match_id)",
)

CORE_TABLES = ("match_created", "match_results", "seats", "stand_ins", "events", "undos", "chat")
"""The tables a rebuild compares (plus every per-game table)."""

_SQL_TYPES = {"int": "BIGINT", "float": "DOUBLE", "bool": "BOOLEAN", "str": "VARCHAR"}


class StatisticReused(Exception):
    """A statistic id already recorded with another meaning (ids are never reused)."""


class SchemaMismatch(Exception):
    """The file was written by another schema version: rebuild it (``folie project --rebuild``)."""


@dataclass(frozen=True)
class FactTable:
    """One per-game fact table: its key columns and the statistics stored as columns."""

    name: str
    game: str
    seat: bool
    dimension: str | None
    dimension_type: str | None
    statistics: tuple[Statistic, ...]

    def key_columns(self) -> list[tuple[str, str]]:
        columns = [("match_id", "UUID")]
        if self.seat:
            columns.append(("seat", "INTEGER"))
        if self.dimension is not None:
            columns.append((self.dimension, _SQL_TYPES[self.dimension_type or "str"]))
        return columns

    def stat_columns(self) -> list[tuple[str, str]]:
        return [(stat.name, _SQL_TYPES[stat.type]) for stat in self.statistics]


def fact_tables(declared: GameStatistics) -> list[FactTable]:
    """The game's fact tables, one per (scope, dimension) pair its statistics use."""
    groups: dict[tuple[str, str | None], list[Statistic]] = {}
    for stat in declared.statistics:
        groups.setdefault((stat.scope, stat.by), []).append(stat)
    tables = []
    for (scope, by), stats in sorted(groups.items(), key=lambda item: (item[0][0], item[0][1] or "")):
        name = f"{declared.game}_{scope}_stats" if by is None else f"{declared.game}_{scope}_by_{by}"
        kind = declared.dimensions.get(by) if by is not None else None
        tables.append(FactTable(name, declared.game, scope == "seat", by, kind, tuple(stats)))
    return tables


def ensure_schema(con: duckdb.DuckDBPyConnection, declarations: dict[str, GameStatistics]) -> None:
    """Create what is missing, check the statistics catalogue, add columns for new statistics."""
    con.execute("BEGIN")
    try:
        for ddl in CORE_DDL:
            con.execute(ddl)
        row = con.execute("SELECT schema_version FROM projection_tracking WHERE name = ?", [TRACKING]).fetchone()
        if row is None:
            con.execute("INSERT INTO projection_tracking VALUES (?, 0, NULL, ?, NULL)", [TRACKING, SCHEMA_VERSION])
        elif row[0] != SCHEMA_VERSION:
            raise SchemaMismatch(
                f"the analytics file has schema version {row[0]}, this code writes {SCHEMA_VERSION}: "
                "rebuild it with 'folie project --rebuild'"
            )
        for declared in declarations.values():
            _record_catalogue(con, declared)
            _record_phase_marks(con, declared)
            for table in fact_tables(declared):
                _ensure_table(con, table)
        con.execute("COMMIT")
    except BaseException:
        con.execute("ROLLBACK")
        raise


def _record_phase_marks(con: duckdb.DuckDBPyConnection, declared: GameStatistics) -> None:
    """The game's phase marks as this build declares them (a declaration, not history: replaced)."""
    con.execute("DELETE FROM phase_marks WHERE game = ?", [declared.game])
    for mark in declared.phases:
        con.execute(
            "INSERT INTO phase_marks VALUES (?, ?, ?, ?, ?)",
            [declared.game, mark.event, mark.series, mark.phase, mark.field],
        )


def _record_catalogue(con: duckdb.DuckDBPyConnection, declared: GameStatistics) -> None:
    known = {
        row[0]: row[1:]
        for row in con.execute(
            "SELECT id, name, type, scope, breakdown FROM statistics WHERE game = ?", [declared.game]
        ).fetchall()
    }
    new: list[list[object]] = []
    for stat in declared.statistics:
        meaning = (stat.name, stat.type, stat.scope, stat.by)
        if stat.id in known and tuple(known[stat.id]) != meaning:
            raise StatisticReused(
                f"{declared.game} statistic id {stat.id} was {known[stat.id]} and is now declared as {meaning}: "
                "statistic ids are never reused; give it a new id and retire the old one"
            )
        for other_id, other in known.items():
            if other_id != stat.id and (other[0], other[2], other[3]) == (stat.name, stat.scope, stat.by):
                raise StatisticReused(
                    f"{declared.game} statistic {stat.name!r} had id {other_id} and is now declared with id "
                    f"{stat.id}: a column keeps its id forever"
                )
        if stat.id not in known:
            new.append(
                [declared.game, stat.id, stat.name, stat.label, stat.type, stat.scope, stat.by, stat.description]
            )
    if new:  # one statement for the whole catalogue of a new file (each statement costs about a millisecond)
        values = ", ".join(["(?, ?, ?, ?, ?, ?, ?, ?, false)"] * len(new))
        con.execute(f"INSERT INTO statistics VALUES {values}", [value for row in new for value in row])
    for stat_id in declared.retired:
        con.execute("UPDATE statistics SET retired = true WHERE game = ? AND id = ?", [declared.game, stat_id])


def _ensure_table(con: duckdb.DuckDBPyConnection, table: FactTable) -> None:
    columns = [*table.key_columns(), *table.stat_columns()]
    body = ", ".join(f'"{name}" {kind}' for name, kind in columns)
    con.execute(f'CREATE TABLE IF NOT EXISTS "{table.name}" ({body})')
    existing = {row[0] for row in con.execute(f'DESCRIBE "{table.name}"').fetchall()}
    for name, kind in columns:
        if name not in existing:
            con.execute(f'ALTER TABLE "{table.name}" ADD COLUMN "{name}" {kind}')


def all_tables(con: duckdb.DuckDBPyConnection) -> list[str]:
    """Every base table in the file (the view ``matches`` is left out)."""
    rows = con.execute(
        "SELECT table_name FROM information_schema.tables WHERE table_type = 'BASE TABLE' ORDER BY table_name"
    ).fetchall()
    return [row[0] for row in rows]
