"""Built-in reports: one SQL query each over the analytics tables, with a small result structure.

Every report takes the same optional filters: ``game`` and ``source`` (``play`` for matches people
played, ``simulation`` for bot matches, nothing for both). Confidence intervals are Wilson score
intervals at 95 %, computed in SQL so a report over 100,000 matches stays one scan.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

import duckdb

Z = 1.96
_CENTRE = f"({{p}} + {Z}*{Z}/(2*{{n}}))"
_HALF = f"{Z}*sqrt({{p}}*(1-{{p}})/{{n}} + {Z}*{Z}/(4*{{n}}*{{n}}))"
_WILSON = (  # clamped: rounding leaves 2.8e-17 where the bound is 0
    f"greatest(0.0, ({_CENTRE} - {_HALF}) / (1 + {Z}*{Z}/{{n}})) AS ci_low, "
    f"least(1.0, ({_CENTRE} + {_HALF}) / (1 + {Z}*{Z}/{{n}})) AS ci_high"
)


class ReportError(Exception):
    """An unknown report, or parameters it cannot use (``code`` is stable)."""

    def __init__(self, code: str, message: str, status: int = 422) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.status = status


@dataclass(frozen=True)
class Report:
    """A report's rows, plus what a chart needs: which column is the label, which are the values."""

    name: str
    title: str
    columns: list[str]
    rows: list[list[Any]]
    chart: str
    label: list[str]
    values: list[str]
    params: dict[str, str | None] = field(default_factory=dict)


@dataclass(frozen=True)
class ReportInfo:
    name: str
    title: str
    description: str
    needs: tuple[str, ...] = ()


REPORTS = (
    ReportInfo(
        "win_rate",
        "Win rate by game, set-up, players and source (bot)",
        "Finished matches, wins and the win rate with its 95% Wilson interval per game, player count, source "
        "(play, simulation:<bot>) and set-up: the options that vary among the game's matches (key=value).",
    ),
    ReportInfo("match_length", "Match length distribution", "Finished matches per number of turns, per game."),
    ReportInfo(
        "lengths",
        "Match length by game, players and source: turns, events, duration",
        "Per game, player count and source: matches, mean and quartiles of turns, events and seconds (simulated "
        "play runs on a simulated clock: its durations are apart from human play's).",
    ),
    ReportInfo(
        "phase_length",
        "Phase and turn lengths: events and seconds per phase",
        "Per game, set-up, player count, source and phase: how many, mean events and median/mean/90th-percentile "
        "seconds. A phase "
        "(or a turn) runs from an event its game declares as a phase mark (table phase_marks: Big Book's "
        "phase_changed, Montagnes' step_changed, Far Cry's players' and enemies' turns, Mansions' rounds and "
        "keeper turns) to the next mark of the same series in the match.",
        needs=("game",),
    ),
    ReportInfo(
        "losses",
        "The most common ways to lose, per set-up, and when",
        "Lost matches per game, set-up and reason, most common first: their share of the set-up's losses and "
        "the turn they happen at (mean, quartiles, and as a share of the set-up's median match length), and how "
        "close the losers came: their median and best score, where the game keeps one, beside the median score "
        "of the set-up's wins.",
    ),
    ReportInfo(
        "defeats",
        "Why matches were lost, in English, and what fell short",
        "Per game, set-up and reason of loss: lost matches, the most common end text in English (the games "
        "store some in French), and the losers' median of the parts of the game's end (Montagnes: relics and "
        "injuries; Maeshowe: passage tokens, food and deck left...) beside the median of the set-up's wins.",
    ),
    ReportInfo(
        "lift",
        "Which card, spell, tile or action goes with winning",
        "Per set-up and key of a breakdown (or 'action': the game's event types), the win rate of the set-up's "
        "matches where it appears against those where it does not: the difference in points with its 95% "
        "Newcombe interval; and adjusted for exposure (a longer match sees more keys): the difference within "
        "matches of about the same length (the set-up's turn quartiles), pooled with Mantel-Haenszel weights, "
        "with its 95% interval (Sato's variance).",
        needs=("game", "dimension"),
    ),
    ReportInfo(
        "objectives",
        "Mansions of Madness: the win rate by the objective of the keeper",
        "Per objective of the keeper's story (its story_chosen event), set-up and source: finished matches, the "
        "investigators' wins and their win rate with its 95% Wilson interval.",
    ),
    ReportInfo(
        "compare",
        "Each value of one option against the others, within each set-up",
        "Per set-up of the other options that vary (and source filter), the win rate of the matches with each "
        "value of the option (dimension: an option's name, e.g. fear_of_the_dark) against the other values: the "
        "difference in points with its 95% Newcombe interval. Set-ups where the option takes one value are left "
        "out.",
        needs=("game", "dimension"),
    ),
    ReportInfo(
        "missions",
        "Far Cry: the results of each mission, inside a campaign too, per seat count",
        "Per Far Cry mission, seat count, set-up and source: missions played (a campaign's missions and retries "
        "each count), succeeded and the success rate with its 95% Wilson interval, mean rounds, mean objectives "
        "met, and in a campaign the team's mean XP to spend after the mission's debriefing.",
    ),
    ReportInfo(
        "breakdown",
        "Per-card, per-tile, per-round statistics",
        "A game's declared breakdown (dimension), summed over finished matches, with the win rate of the "
        "matches where each key appears.",
        needs=("game", "dimension"),
    ),
)
_BY_NAME = {info.name: info for info in REPORTS}
SOURCES = ("play", "simulation", "simulation:<bot>", "simulation:<side>=<bot>,...")
_BOT = r"[a-z][a-z0-9_]{0,31}"
_SOURCE = re.compile(rf"^(play|simulation(:([a-z0-9_]{{1,32}}=)?{_BOT}(,[a-z0-9_]{{1,32}}={_BOT}){{0,15}})?)$")
"""``simulation:heuristic`` (every seat), ``simulation:keeper=heuristic,investigators=random`` (per side),
``simulation:0=heuristic,1=random`` (per seat): see ``folie simulate --bot``."""
_IDENTIFIER = re.compile(r"^[a-z][a-z0-9_]{0,47}$")


def _setups(where: str) -> str:
    """CTEs ``picked`` (the matches of ``where``, with ``setup``) for reports per set-up (issue 37, items 1
    and 8): a match's set-up is its options that vary among the picked matches of its game, written
    ``key=value`` in key order (``-`` when none varies), so rows show what differs, not 250 characters
    of options that are the same everywhere. A key some matches lack varies too. The JSON is read once per
    distinct options text, not per match (0.43 s of CPU per report at 100k matches when it was)."""
    return f"""
        chosen AS (SELECT * FROM matches m WHERE {where}),
        distinct_options AS (SELECT game, options, count(*) AS n FROM chosen GROUP BY game, options),
        option_values AS (
            SELECT game, options, n, key,
                   CASE WHEN json_type(options, path) = 'VARCHAR' THEN json_extract_string(options, path)
                        ELSE json_extract(options, path)::VARCHAR END AS value
            FROM (SELECT game, options, n, key, '$."' || replace(key, '"', '\\"') || '"' AS path
                  FROM (SELECT game, options, n, unnest(json_keys(options)) AS key
                        FROM distinct_options WHERE json_type(options) = 'OBJECT'))),
        per_game AS (SELECT game, count(*) AS n FROM chosen GROUP BY game),
        varying AS (
            SELECT o.game, o.key FROM option_values o JOIN per_game g USING (game)
            GROUP BY o.game, o.key, g.n HAVING count(DISTINCT o.value) > 1 OR sum(o.n) < g.n),
        labels AS (
            SELECT game, options, string_agg(o.key || '=' || o.value, ' ' ORDER BY o.key) AS setup
            FROM option_values o JOIN varying v USING (game, key) GROUP BY game, options),
        picked AS (
            SELECT c.*, coalesce(l.setup, '-') AS setup FROM chosen c LEFT JOIN labels l USING (game, options))"""


def _filters(game: str | None, source: str | None, alias: str = "m") -> tuple[str, list[Any]]:
    clauses = [f"{alias}.finished"]
    params: list[Any] = []
    if game is not None:
        clauses.append(f"{alias}.game = ?")
        params.append(game)
    if source is None:
        pass
    elif not _SOURCE.match(source):
        raise ReportError(
            "invalid_source", f"source is one of {SOURCES}, e.g. simulation:heuristic (or left out for all)."
        )
    elif source == "simulation":
        clauses.append(f"{alias}.source LIKE 'simulation:%'")
    else:
        clauses.append(f"{alias}.source = ?")
        params.append(source)
    return " AND ".join(clauses), params


def run_report(
    con: duckdb.DuckDBPyConnection,
    name: str,
    *,
    game: str | None = None,
    source: str | None = None,
    dimension: str | None = None,
) -> Report:
    """Run the report ``name`` on a fresh cursor of ``con``."""
    info = _BY_NAME.get(name)
    if info is None:
        raise ReportError("report_not_found", f"No report {name!r}; reports: {[r.name for r in REPORTS]}.", 404)
    cursor = con.cursor()
    try:
        if game is not None:
            games = known_games(cursor)
            if game not in games:
                raise ReportError("game_not_found", f"No game {game!r}; games: {games}.", 404)
        where, params = _filters(game, source)
        if name == "phase_length" and game is None:
            raise ReportError(
                "missing_parameter", f"The phase_length report needs a game (games: {known_games(cursor)})."
            )
        if name == "phase_length":
            params = [*params, game]
        query = {
            "win_rate": _win_rate,
            "match_length": _match_length,
            "lengths": _lengths,
            "phase_length": _phase_length,
            "losses": _losses,
            "missions": _missions,
            "objectives": _objectives,
        }.get(name)
        if query is not None:
            sql, chart, label, values = query(where)
        elif name == "lift":
            sql, chart, label, values = _lift(cursor, game, dimension, where)
            params = [*params, game]
        elif name == "defeats":
            sql, chart, label, values = _defeats(cursor, where)
        elif name == "compare":
            sql, chart, label, values = _compare(cursor, game, dimension, where)
            params = [*params, dimension, dimension]
        else:
            sql, chart, label, values = _breakdown(cursor, game, dimension, where)
        result = cursor.execute(sql, params)
        columns = [str(d[0]) for d in result.description or []]
        rows = [list(row) for row in result.fetchall()]
    finally:
        cursor.close()
    return Report(
        name,
        info.title,
        columns,
        rows,
        chart,
        label,
        values,
        {"game": game, "source": source, "dimension": dimension},
    )


def _win_rate(where: str) -> tuple[str, str, list[str], list[str]]:
    sql = f"""
        WITH {_setups(where)}
        SELECT game, players, coalesce(difficulty, '-') AS difficulty, coalesce(variant, '-') AS variant, source,
               setup,
               count(*) AS matches, count(*) FILTER (WHERE result = 'won') AS won,
               won / matches AS win_rate,
               {_WILSON.format(p="(won / matches)", n="matches")}
        FROM picked
        GROUP BY ALL ORDER BY game, players, difficulty, variant, source, setup"""
    return (
        sql,
        "interval",
        ["game", "setup", "source"],
        ["win_rate", "ci_low", "ci_high"],
    )


def _match_length(where: str) -> tuple[str, str, list[str], list[str]]:
    sql = f"""
        SELECT game, turns, count(*) AS matches,
               count(*) / sum(count(*)) OVER (PARTITION BY game) AS share,
               avg(duration_s) AS mean_duration_s, avg(events) AS mean_events
        FROM matches m WHERE {where}
        GROUP BY game, turns ORDER BY game, turns"""
    return sql, "histogram", ["game", "turns"], ["matches"]


def _lengths(where: str) -> tuple[str, str, list[str], list[str]]:
    sql = f"""
        SELECT game, players, source, count(*) AS matches,
               avg(turns) AS mean_turns, quantile_cont(turns, 0.25) AS turns_q1,
               median(turns) AS median_turns, quantile_cont(turns, 0.75) AS turns_q3, max(turns) AS max_turns,
               avg(events) AS mean_events, median(duration_s) AS median_duration_s
        FROM matches m WHERE {where}
        GROUP BY ALL ORDER BY game, players, source"""
    return sql, "bar", ["game", "players", "source"], ["median_turns"]


def _phase_length(where: str) -> tuple[str, str, list[str], list[str]]:
    """The game's phase marks are found and measured (the window over their few columns) before the
    set-up columns are joined: the window over the wide joined rows took a fifth more CPU at 100k
    matches (issue 37, ``bench.analytics_reports``)."""
    sql = f"""
        WITH {_setups(where)},
        marks AS (
            SELECT e.match_id, e.version, e.occurred_at, k.series,
                   coalesce(k.phase, json_extract_string(e.body, '$.' || k.field)) AS phase
            FROM events e JOIN phase_marks k ON k.game = e.namespace AND k.type = e.type
            WHERE e.namespace = ? AND e.match_id IN (SELECT match_id FROM picked)),
        measured AS (
            SELECT match_id, phase, lead(version) OVER w - version AS events,
                   epoch(lead(occurred_at) OVER w - occurred_at) AS seconds
            FROM marks WINDOW w AS (PARTITION BY match_id, series ORDER BY version)),
        spans AS (
            SELECT p.game, p.setup, p.players, p.source, s.phase, s.events, s.seconds
            FROM measured s JOIN picked p USING (match_id))
        SELECT game, setup, players, source, phase, count(*) AS phases, avg(events) AS mean_events,
               median(seconds) AS median_s, avg(seconds) AS mean_s, quantile_cont(seconds, 0.9) AS p90_s
        FROM spans WHERE events IS NOT NULL AND phase IS NOT NULL
        GROUP BY ALL ORDER BY game, setup, players, source, mean_s DESC, phase"""
    return sql, "bar", ["game", "setup", "source", "phase"], ["mean_s"]


def _losses(where: str) -> tuple[str, str, list[str], list[str]]:
    """Per set-up: how matches were lost, and when (the turn of the loss, also as a share of the set-up's
    median match length: 0.5 is halfway through a typical match), and how close the losers came (issue 37,
    item 5): their median and best score where the game keeps one (Maeshowe's passages removed, Big Book's
    pages turned, Montagnes' relics minus injuries) beside the median score of the set-up's wins."""
    sql = f"""
        WITH {_setups(where)},
        typical AS (
            SELECT game, setup, median(turns) AS typical_turns,
                   median(score) FILTER (WHERE result = 'won') AS winners_score
            FROM picked GROUP BY game, setup)
        SELECT game, setup, reason, count(*) AS matches,
               count(*) / sum(count(*)) OVER (PARTITION BY game, setup) AS share_of_losses,
               avg(turns) AS mean_turns, quantile_cont(turns, 0.25) AS turns_q1, median(turns) AS median_turns,
               quantile_cont(turns, 0.75) AS turns_q3,
               median(turns / nullif(typical_turns, 0)) AS median_share_of_typical_length,
               median(score) AS median_score, max(score) AS best_score,
               any_value(winners_score) AS winners_median_score
        FROM picked JOIN typical USING (game, setup)
        WHERE result = 'lost'
        GROUP BY game, setup, reason ORDER BY game, setup, matches DESC, reason"""
    return sql, "bar", ["game", "setup", "reason"], ["matches"]


def _missions(where: str) -> tuple[str, str, list[str], list[str]]:
    """Issue 37, item 4: a Far Cry match is cut into its missions, each from its ``mission_prepared`` to the
    next one (a campaign's next mission, or a retry after a failure): the mission and seat count from it,
    the outcome and objectives met from its ``mission_ended``, its rounds (``round_started``), and in a
    campaign the team's XP to spend in the save of its ``mission_debriefed``."""
    kinds = "('mission_prepared', 'mission_ended', 'round_started', 'mission_debriefed')"
    sql = f"""
        WITH {_setups(where)},
        marked AS (
            SELECT e.match_id, e.version, e.type, e.body, p.setup, p.source
            FROM events e JOIN picked p USING (match_id)
            WHERE p.game = 'farcry' AND e.namespace = 'farcry' AND e.type IN {kinds}),
        starts AS (
            SELECT match_id, version AS began, lead(version) OVER (PARTITION BY match_id ORDER BY version) AS next,
                   json_extract_string(body, '$.mission') AS mission, json_extract(body, '$.seats')::INTEGER AS seats,
                   setup, source
            FROM marked WHERE type = 'mission_prepared'),
        parts AS (
            SELECT s.match_id, s.began, s.mission, s.seats, s.setup, s.source,
                   max(json_extract_string(f.body, '$.result')) FILTER (WHERE f.type = 'mission_ended') AS result,
                   max(json_array_length(f.body, '$.objectives')) FILTER (WHERE f.type = 'mission_ended') AS objectives,
                   count(*) FILTER (WHERE f.type = 'round_started') AS rounds,
                   max(list_sum(json_extract(f.body, '$.save.players[*].xp')::BIGINT[]))
                       FILTER (WHERE f.type = 'mission_debriefed') AS xp_saved
            FROM starts s JOIN marked f
              ON f.match_id = s.match_id AND f.version >= s.began AND (s.next IS NULL OR f.version < s.next)
            GROUP BY ALL)
        SELECT mission, seats, setup, source, count(*) AS missions,
               count(*) FILTER (WHERE result = 'success') AS succeeded,
               succeeded / missions AS success_rate,
               {_WILSON.format(p="(succeeded / missions)", n="missions")},
               avg(rounds) AS mean_rounds, avg(objectives) AS mean_objectives_met, avg(xp_saved) AS mean_xp_saved
        FROM parts GROUP BY ALL ORDER BY mission, seats, setup, source"""
    return sql, "interval", ["mission", "seats", "setup"], ["success_rate", "ci_low", "ci_high"]


def _objectives(where: str) -> tuple[str, str, list[str], list[str]]:
    """Issue 37, item 3 (part): Mansions' balance by the keeper's secret objective (read from the story the
    keeper chose; a finished match's events are whole for every audience)."""
    sql = f"""
        WITH {_setups(where)},
        chosen_story AS (
            SELECT e.match_id, min(json_extract_string(e.body, '$.objective')) AS objective
            FROM events e JOIN picked p USING (match_id)
            WHERE p.game = 'mansions' AND e.namespace = 'mansions' AND e.type = 'story_chosen'
            GROUP BY e.match_id)
        SELECT objective, setup, source, count(*) AS matches,
               count(*) FILTER (WHERE result = 'won') AS investigators_won,
               investigators_won / matches AS win_rate,
               {_WILSON.format(p="(investigators_won / matches)", n="matches")}
        FROM picked JOIN chosen_story USING (match_id)
        GROUP BY ALL ORDER BY objective, setup, source"""
    return sql, "interval", ["objective", "setup", "source"], ["win_rate", "ci_low", "ci_high"]


def _literal(text: str) -> str:
    return "'" + text.replace("'", "''") + "'"


def _defeats(cursor: duckdb.DuckDBPyConnection, where: str) -> tuple[str, str, list[str], list[str]]:
    """Issue 37, item 5: a loss in words and in one language (English: :func:`words.english`), and which
    part of the end fell short (:data:`words.PARTS`: the losers' median beside the wins' in the set-up)."""
    from projections.analytics.words import PARTS, english

    tables = {str(row[0]) for row in cursor.execute("SELECT table_name FROM information_schema.tables").fetchall()}
    branches = []
    for game, parts in PARTS.items():
        table = f"{game}_match_stats"
        if table not in tables:
            continue
        have = {str(row[0]) for row in cursor.execute(f'DESCRIBE "{table}"').fetchall()}
        kept = [(column, label) for column, label in parts if column in have]
        items = ", ".join(
            f"{{'rank': {i}, 'part': {_literal(label)}, 'value': s.\"{column}\"::DOUBLE}}"
            for i, (column, label) in enumerate(kept)
        )
        if items:
            branches.append(
                f'SELECT p.match_id, unnest([{items}]) AS item FROM picked p JOIN "{table}" s USING (match_id) '
                f"WHERE p.game = {_literal(game)}"
            )
    stored = {str(row[0]) for row in cursor.execute("SELECT DISTINCT detail FROM matches").fetchall()}
    known = english()
    words = ", ".join(f"({_literal(d)}, {_literal(known[d])})" for d in sorted(stored) if d in known)
    valued = " UNION ALL ".join(branches) or "SELECT NULL::UUID AS match_id, NULL AS item WHERE false"
    sql = f"""
        WITH {_setups(where)},
        words(detail, english) AS (VALUES {words or "(NULL, NULL)"}),
        valued AS (SELECT match_id, item.rank AS rank, item.part AS part, item.value AS value FROM ({valued})),
        wins AS (
            SELECT p.game, p.setup, v.rank, median(v.value) AS wins_median
            FROM picked p JOIN valued v USING (match_id) WHERE p.result = 'won' GROUP BY ALL),
        losers AS (
            SELECT p.game, p.setup, p.reason, v.rank, any_value(v.part) AS part, median(v.value) AS lost_median
            FROM picked p JOIN valued v USING (match_id) WHERE p.result = 'lost' GROUP BY ALL),
        short AS (
            SELECT l.game, l.setup, l.reason,
                   string_agg(l.part || ' ' || round(l.lost_median, 1)
                              || coalesce(' (wins ' || round(w.wins_median, 1) || ')', ''), ', ' ORDER BY l.rank)
                       AS losers_median
            FROM losers l LEFT JOIN wins w USING (game, setup, rank) GROUP BY ALL),
        lost AS (
            SELECT game, setup, reason, count(*) AS matches, mode(detail) AS detail
            FROM picked WHERE result = 'lost' GROUP BY ALL)
        SELECT l.game, l.setup, l.reason, l.matches, coalesce(w.english, l.detail) AS why, s.losers_median
        FROM lost l LEFT JOIN words w USING (detail) LEFT JOIN short s USING (game, setup, reason)
        ORDER BY l.game, l.setup, l.matches DESC, l.reason"""
    return sql, "bar", ["game", "setup", "reason"], ["matches"]


def known_games(con: duckdb.DuckDBPyConnection) -> list[str]:
    """Games the file knows: those with declared statistics or with matches."""
    rows = con.execute("SELECT game FROM statistics UNION SELECT game FROM match_created ORDER BY 1").fetchall()
    return [str(row[0]) for row in rows]


def breakdowns(con: duckdb.DuckDBPyConnection) -> list[tuple[str, str, str]]:
    """``(game, dimension, table)`` of every breakdown table in the file."""
    rows = con.execute(
        "SELECT table_name FROM information_schema.tables WHERE table_name LIKE '%\\_match\\_by\\_%' ESCAPE '\\' "
        "ORDER BY table_name"
    ).fetchall()
    out = []
    for (table,) in rows:
        game, _, dimension = str(table).partition("_match_by_")
        out.append((game, dimension, str(table)))
    return out


def _numeric_columns(cursor: duckdb.DuckDBPyConnection, table: str, dimension: str) -> list[str]:
    return [
        str(row[0])
        for row in cursor.execute(f'DESCRIBE "{table}"').fetchall()
        if row[0] not in ("match_id", "seat", dimension) and str(row[1]) in ("BIGINT", "DOUBLE", "INTEGER", "BOOLEAN")
    ]


def _lift(
    cursor: duckdb.DuckDBPyConnection, game: str | None, dimension: str | None, where: str
) -> tuple[str, str, list[str], list[str]]:
    """Newcombe's interval for a difference of two proportions (method 10: from the two Wilson intervals)."""
    if game is None or dimension is None:
        raise ReportError("missing_parameter", "The lift report needs a game and a dimension.")
    if dimension == "action":
        present = "SELECT DISTINCT match_id, type AS key FROM events WHERE namespace = ? "
    else:
        known = {(g, d): t for g, d, t in breakdowns(cursor)}
        table = known.get((game, dimension))
        if table is None or not _IDENTIFIER.match(dimension):
            choices = sorted(["action", *(d for g, d in known if g == game)])
            raise ReportError("breakdown_not_found", f"No dimension {dimension!r} for {game}; known: {choices}.", 404)
        counts = _numeric_columns(cursor, table, dimension)
        nonzero = " OR ".join(f'coalesce("{c}"::DOUBLE, 0) <> 0' for c in counts) or "true"
        present = (
            f'SELECT DISTINCT match_id, "{dimension}"::VARCHAR AS key FROM "{table}" '
            f"WHERE ? IS NOT NULL AND ({nonzero})"
        )
    wilson = _WILSON.replace(" AS ci_low", " AS {low}").replace(" AS ci_high", " AS {high}")
    sql = f"""
        WITH {_setups(where)},
        outcome AS (SELECT match_id, setup, result = 'won' AS won, turns FROM picked),
        totals AS (SELECT setup, count(*) AS n, count(*) FILTER (WHERE won) AS w FROM outcome GROUP BY setup),
        present AS ({present}),
        keyed AS (
            SELECT p.setup, k.key, count(*) AS n1, count(*) FILTER (WHERE p.won) AS w1
            FROM present k JOIN outcome p USING (match_id) GROUP BY p.setup, k.key),
        rates AS (
            SELECT setup, key, n1 AS matches_with, n - n1 AS matches_without, w1 / n1 AS win_rate_with,
                   CASE WHEN n > n1 THEN (w - w1) / (n - n1) END AS win_rate_without,
                   {wilson.format(p="(w1 / n1)", n="n1", low="l1", high="u1")},
                   {wilson.format(p="((w - w1) / (n - n1))", n="(n - n1)", low="l0", high="u0")}
            FROM keyed JOIN totals USING (setup)),
        {_EXPOSURE}
        SELECT setup, key AS "{dimension}", matches_with, matches_without, win_rate_with, win_rate_without,
               win_rate_with - win_rate_without AS lift,
               lift - sqrt((win_rate_with - l1)^2 + (u0 - win_rate_without)^2) AS lift_low,
               lift + sqrt((u1 - win_rate_with)^2 + (win_rate_without - l0)^2) AS lift_high,
               adjusted AS lift_adjusted,
               adjusted - {Z} * sqrt(greatest(variance, 0)) AS lift_adjusted_low,
               adjusted + {Z} * sqrt(greatest(variance, 0)) AS lift_adjusted_high
        FROM rates LEFT JOIN adjusted USING (setup, key) ORDER BY setup, lift DESC NULLS LAST, 2"""
    return sql, "lift", ["setup", dimension], ["lift", "lift_low", "lift_high"]


_EXPOSURE = """
        cuts AS (SELECT setup, quantile_cont(turns, [0.25, 0.5, 0.75]) AS q FROM outcome GROUP BY setup),
        strata AS (
            SELECT o.match_id, o.setup, o.won,
                   (o.turns > c.q[1])::INTEGER + (o.turns > c.q[2])::INTEGER + (o.turns > c.q[3])::INTEGER AS stratum
            FROM outcome o JOIN cuts c USING (setup)),
        stratum_totals AS (
            SELECT setup, stratum, count(*) AS t, count(*) FILTER (WHERE won) AS w FROM strata GROUP BY ALL),
        stratum_keyed AS (
            SELECT s.setup, s.stratum, k.key, count(*) AS n1, count(*) FILTER (WHERE s.won) AS a
            FROM present k JOIN strata s USING (match_id) GROUP BY ALL),
        mantel_haenszel AS (
            SELECT setup, key, a, w - a AS b, n1, t - n1 AS n0, t FROM stratum_keyed JOIN stratum_totals
            USING (setup, stratum)),
        adjusted AS (
            SELECT setup, key, sum((a * n0 - b * n1) / t) / nullif(sum(n1 * n0 / t), 0) AS adjusted,
                   (adjusted * sum((n1 * n1 * b - n0 * n0 * a + n1 * n0 * (n0 - n1) / 2) / (t * t))
                    + sum((a * (n0 - b) + b * (n1 - a)) / (2 * t))) / sum(n1 * n0 / t)^2 AS variance
            FROM mantel_haenszel GROUP BY setup, key)"""
"""Issue 37, item 1: lift adjusted for exposure. A longer match sees more cards, spells and actions, and
its length goes with its result, so a key's raw lift mixes both. The adjusted lift compares matches of
about the same length: the set-up's matches are cut into four strata at the quartiles of their turns,
and the within-stratum differences are pooled with Mantel-Haenszel weights (n1 * n0 / t); its 95%
interval uses Sato's variance (exact for one stratum: the Wald variance). ``NULL`` when no stratum holds
matches both with and without the key."""


def option_names(cursor: duckdb.DuckDBPyConnection, game: str) -> list[str]:
    """The option names of ``game``'s matches in the file."""
    rows = cursor.execute(
        "SELECT DISTINCT unnest(json_keys(options)) FROM match_created "
        "WHERE game = ? AND json_type(options) = 'OBJECT' ORDER BY 1",
        [game],
    ).fetchall()
    return [str(row[0]) for row in rows]


def _compare(
    cursor: duckdb.DuckDBPyConnection, game: str | None, dimension: str | None, where: str
) -> tuple[str, str, list[str], list[str]]:
    """Issue 37, item 2: an option's values compared inside each set-up of the other options (Newcombe's
    interval for the difference of two proportions, as :func:`_lift`)."""
    if game is None or dimension is None:
        raise ReportError("missing_parameter", "The compare report needs a game and a dimension (an option's name).")
    names = option_names(cursor, game)
    if dimension not in names:
        raise ReportError("breakdown_not_found", f"No option {dimension!r} for {game}; options: {names}.", 404)
    wilson = _WILSON.replace(" AS ci_low", " AS {low}").replace(" AS ci_high", " AS {high}")
    sql = f"""
        WITH {_setups(where)},
        others AS (
            SELECT game, options, string_agg(o.key || '=' || o.value, ' ' ORDER BY o.key) AS setup
            FROM option_values o JOIN varying v USING (game, key) WHERE o.key <> ? GROUP BY game, options),
        valued AS (
            SELECT p.match_id, coalesce(t.setup, '-') AS setup, p.result = 'won' AS won,
                   coalesce(json_extract(p.options, '$."' || ? || '"')::VARCHAR, '(none)') AS value
            FROM picked p LEFT JOIN others t USING (game, options)),
        totals AS (SELECT setup, count(*) AS n, count(*) FILTER (WHERE won) AS w FROM valued GROUP BY setup),
        keyed AS (SELECT setup, value, count(*) AS n1, count(*) FILTER (WHERE won) AS w1 FROM valued GROUP BY ALL),
        rates AS (
            SELECT setup, value, n1 AS matches, n - n1 AS matches_others, w1 / n1 AS win_rate,
                   (w - w1) / (n - n1) AS win_rate_others,
                   {wilson.format(p="(w1 / n1)", n="n1", low="l1", high="u1")},
                   {wilson.format(p="((w - w1) / (n - n1))", n="(n - n1)", low="l0", high="u0")}
            FROM keyed JOIN totals USING (setup) WHERE n > n1)
        SELECT setup, value AS "{dimension}", matches, matches_others, win_rate, win_rate_others,
               win_rate - win_rate_others AS difference,
               difference - sqrt((win_rate - l1)^2 + (u0 - win_rate_others)^2) AS difference_low,
               difference + sqrt((u1 - win_rate)^2 + (win_rate_others - l0)^2) AS difference_high
        FROM rates ORDER BY setup, 2"""
    return sql, "lift", ["setup", dimension], ["difference", "difference_low", "difference_high"]


def _breakdown(
    cursor: duckdb.DuckDBPyConnection, game: str | None, dimension: str | None, where: str
) -> tuple[str, str, list[str], list[str]]:
    if game is None or dimension is None:
        raise ReportError("missing_parameter", "The breakdown report needs a game and a dimension.")
    known = {(g, d): t for g, d, t in breakdowns(cursor)}
    table = known.get((game, dimension))
    if table is None or not _IDENTIFIER.match(dimension):
        choices = sorted(f"{g}/{d}" for g, d in known)
        raise ReportError("breakdown_not_found", f"No breakdown {game}/{dimension}; known: {choices}.", 404)
    columns = _numeric_columns(cursor, table, dimension)
    sums = ", ".join(f'sum(b."{c}"::DOUBLE) AS "{c}", avg(b."{c}"::DOUBLE) AS "{c}_per_match"' for c in columns)
    sql = f"""
        SELECT b."{dimension}" AS "{dimension}", count(DISTINCT b.match_id) AS matches, {sums},
               count(DISTINCT b.match_id) FILTER (WHERE m.result = 'won') / count(DISTINCT b.match_id) AS win_rate
        FROM "{table}" b JOIN matches m USING (match_id)
        WHERE {where}
        GROUP BY 1 ORDER BY 1"""
    return sql, "bar", [dimension], columns[:1] or ["matches"]
