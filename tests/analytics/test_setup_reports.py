"""Reports per set-up (issue 37, "Every question in the box", items 1, 2, 6 and 8), over a real DuckDB file
projected from real simulated Maeshowe matches, each answer checked against a hand computation from what
the simulation returned.

The store: two-player easy matches with and without Fear of the dark, and one-player easy matches, all
played by the heuristic bot. Options that vary among them (``fear_of_the_dark``, ``players``) make the
set-up; the ones that do not (``difficulty``, ``expansions``...) are left out of it.
"""

from __future__ import annotations

import itertools
import math
import statistics
from collections import Counter, defaultdict
from pathlib import Path
from typing import Any

import pytest

from domain.registry import default_engines
from domain.statistics import declared_statistics
from projections.analytics.database import open_database
from projections.analytics.reports import ReportError, run_report
from projections.analytics.simulation import Played, wilson
from tests.analytics.helpers import project
from tests.support.simulated_store import simulated_store

PLAN: list[tuple[str, dict[str, Any], str, int]] = [
    ("maeshowe", {"players": 2, "difficulty": "easy"}, "heuristic", 6),
    ("maeshowe", {"players": 2, "difficulty": "easy", "fear_of_the_dark": True}, "heuristic", 6),
    ("maeshowe", {"players": 1, "difficulty": "easy"}, "heuristic", 4),
]


def _setup(options: dict[str, Any]) -> str:
    """The set-up label a match of ``options`` should carry: the varying options in key order."""
    fear = "true" if options.get("fear_of_the_dark") else "false"
    return f"fear_of_the_dark={fear} players={options['players']}"


@pytest.fixture(scope="module")
def store(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, list[tuple[Played, str, int]]]:
    """The projected file, and each match with its set-up label and player count."""
    root = tmp_path_factory.mktemp("setups")
    played = simulated_store(root / "events.sqlite", PLAN)
    project(root / "events.sqlite", root / "analytics.duckdb")
    labels = [(_setup(options), int(options["players"])) for _, options, _, n in PLAN for _ in range(n)]
    assert len(labels) == len(played)
    matches = [(match, label, players) for match, (label, players) in zip(played, labels, strict=True)]
    return root / "analytics.duckdb", [m for m in matches if m[0].finished]


def _report(path: Path, name: str, **params: str) -> list[dict[str, Any]]:
    con = open_database(path, read_only=True)
    try:
        report = run_report(con, name, **params)
    finally:
        con.close()
    return [dict(zip(report.columns, row, strict=True)) for row in report.rows]


def test_win_rate_shows_the_options_that_vary_not_the_whole_json(store: tuple[Path, list[Any]]) -> None:
    """Item 8: each row's ``setup`` names only the options that differ between the matches of its game."""
    path, matches = store
    rows = _report(path, "win_rate")
    assert "options" not in rows[0]
    expected: Counter[str] = Counter(label for _, label, _ in matches)
    won: Counter[str] = Counter(label for match, label, _ in matches if match.result == "won")
    assert {row["setup"]: row["matches"] for row in rows} == expected
    assert {row["setup"]: row["won"] for row in rows} == {label: won[label] for label in expected}
    assert all("difficulty" not in row["setup"] for row in rows)


def test_losses_are_counted_and_timed_within_each_setup(store: tuple[Path, list[Any]]) -> None:
    """Items 1 and 6: losses per set-up (not pooled), their share within it and the turn they happen at,
    also as a share of the set-up's median match length."""
    path, matches = store
    rows = _report(path, "losses")
    lost: dict[tuple[str, str], list[int]] = defaultdict(list)
    for match, label, _ in matches:
        if match.result == "lost":
            lost[(label, str(match.reason))].append(match.turns)
    assert {(row["setup"], row["reason"]): row["matches"] for row in rows} == {k: len(v) for k, v in lost.items()}
    for row in rows:
        turns = lost[(row["setup"], row["reason"])]
        in_setup = sum(len(v) for (label, _), v in lost.items() if label == row["setup"])
        typical = statistics.median(m.turns for m, label, _ in matches if label == row["setup"])
        assert row["share_of_losses"] == pytest.approx(len(turns) / in_setup)
        assert row["median_turns"] == pytest.approx(statistics.median(turns))
        assert row["median_share_of_typical_length"] == pytest.approx(statistics.median(t / typical for t in turns))


def test_losses_say_how_close_the_losers_came(store: tuple[Path, list[Any]]) -> None:
    """Item 5: each way of losing carries the losers' median and best score (Maeshowe: passage tokens
    removed) beside the median score of the set-up's wins, counted by hand from the matches' outcomes."""
    path, matches = store
    rows = _report(path, "losses")
    assert rows
    for row in rows:
        mine = [m for m, label, _ in matches if label == row["setup"]]
        lost = [m.score for m in mine if m.result == "lost" and m.reason == row["reason"]]
        won = [m.score for m in mine if m.result == "won"]
        assert None not in lost and lost
        assert row["median_score"] == pytest.approx(statistics.median(lost))
        assert row["best_score"] == max(lost)
        assert row["winners_median_score"] == (pytest.approx(statistics.median(won)) if won else None)
    assert any(row["winners_median_score"] is not None for row in rows)


def test_compare_gives_an_options_difference_with_its_interval_within_each_setup(
    store: tuple[Path, list[Any]],
) -> None:
    """Item 2: Fear of the dark against without it, in the two-player set-up only (the one-player matches
    all play without it: no comparison there), with Newcombe's interval from the two Wilson intervals."""
    path, matches = store
    rows = _report(path, "compare", game="maeshowe", dimension="fear_of_the_dark")
    assert {(row["setup"], row["fear_of_the_dark"]) for row in rows} == {("players=2", "true"), ("players=2", "false")}
    two = [(m, label) for m, label, players in matches if players == 2]
    for row in rows:
        mine = [m for m, label in two if label.startswith(f"fear_of_the_dark={row['fear_of_the_dark']} ")]
        others = [m for m, label in two if not label.startswith(f"fear_of_the_dark={row['fear_of_the_dark']} ")]
        w1, w0 = sum(m.result == "won" for m in mine), sum(m.result == "won" for m in others)
        p1, p0 = w1 / len(mine), w0 / len(others)
        (l1, u1), (l0, u0) = wilson(w1, len(mine)), wilson(w0, len(others))
        assert (row["matches"], row["matches_others"]) == (len(mine), len(others))
        assert row["difference"] == pytest.approx(p1 - p0)
        assert row["difference_low"] == pytest.approx(p1 - p0 - math.sqrt((p1 - l1) ** 2 + (u0 - p0) ** 2))
        assert row["difference_high"] == pytest.approx(p1 - p0 + math.sqrt((u1 - p1) ** 2 + (p0 - l0) ** 2))
    con = open_database(path, read_only=True)
    try:
        with pytest.raises(ReportError) as unknown:
            run_report(con, "compare", game="maeshowe", dimension="no_such_option")
        assert unknown.value.code == "breakdown_not_found"
    finally:
        con.close()


def test_lift_is_computed_within_each_setup(store: tuple[Path, list[Any]]) -> None:
    """Item 1: an action's lift compares matches of one set-up only (with and without it there)."""
    path, matches = store
    rows = _report(path, "lift", game="maeshowe", dimension="action")
    by_setup: dict[str, list[Played]] = defaultdict(list)
    for match, label, _ in matches:
        by_setup[label].append(match)
    assert {row["setup"] for row in rows} == set(by_setup)
    for row in rows:
        mine = by_setup[row["setup"]]
        having = [m for m in mine if any(t.split("/")[1].split("@")[0] == row["action"] for _, t, _ in m.rows[1:])]
        lacking = [m for m in mine if m not in having]
        assert (row["matches_with"], row["matches_without"]) == (len(having), len(lacking))
        assert row["win_rate_with"] == pytest.approx(sum(m.result == "won" for m in having) / len(having))
        if lacking:
            assert row["win_rate_without"] == pytest.approx(sum(m.result == "won" for m in lacking) / len(lacking))


def _mantel_haenszel(strata: list[tuple[int, int, int, int]]) -> tuple[float | None, float | None]:
    """The Mantel-Haenszel difference of win rates with and without a key, over strata of ``(wins with,
    matches with, wins without, matches without)``, and Sato's variance of it."""
    num = den = p_sum = q_sum = 0.0
    for a, n1, b, n0 in strata:
        t = n1 + n0
        num += (a * n0 - b * n1) / t
        den += n1 * n0 / t
        p_sum += (n1 * n1 * b - n0 * n0 * a + n1 * n0 * (n0 - n1) / 2) / (t * t)
        q_sum += (a * (n0 - b) + b * (n1 - a)) / (2 * t)
    if den == 0:
        return None, None
    adjusted = num / den
    return adjusted, (adjusted * p_sum + q_sum) / (den * den)


def test_lift_is_adjusted_for_exposure_within_matches_of_about_the_same_length(
    store: tuple[Path, list[Any]],
) -> None:
    """Item 1: a longer match sees more actions, and its length goes with its result; the adjusted lift
    compares matches of one set-up cut at the quartiles of their turns, pooled with Mantel-Haenszel
    weights, with Sato's variance for its 95% interval. Computed here by hand from the matches played."""
    path, matches = store
    rows = _report(path, "lift", game="maeshowe", dimension="action")
    by_setup: dict[str, list[Played]] = defaultdict(list)
    for match, label, _ in matches:
        by_setup[label].append(match)
    adjusted_somewhere = False
    for row in rows:
        mine = by_setup[row["setup"]]
        q1, q2, q3 = statistics.quantiles([m.turns for m in mine], n=4, method="inclusive")
        strata: dict[int, list[Played]] = defaultdict(list)
        for m in mine:
            strata[(m.turns > q1) + (m.turns > q2) + (m.turns > q3)].append(m)
        cells = []
        for group in strata.values():
            having = [m for m in group if any(t.split("/")[1].split("@")[0] == row["action"] for _, t, _ in m.rows[1:])]
            if not having:
                continue
            lacking = [m for m in group if m not in having]
            won = sum(m.result == "won" for m in having)
            cells.append((won, len(having), sum(m.result == "won" for m in lacking), len(lacking)))
        adjusted, variance = _mantel_haenszel(cells)
        if adjusted is None:
            assert row["lift_adjusted"] is None and row["lift_adjusted_low"] is None
            continue
        assert variance is not None
        adjusted_somewhere = True
        half = 1.96 * math.sqrt(max(variance, 0.0))
        assert row["lift_adjusted"] == pytest.approx(adjusted)
        interval = (row["lift_adjusted_low"], row["lift_adjusted_high"])
        assert interval == pytest.approx((adjusted - half, adjusted + half))
    assert adjusted_somewhere


def test_phase_lengths_are_given_per_player_count(store: tuple[Path, list[Any]]) -> None:
    """Item 6: phase (turn) spans counted per player count, from one declared mark to the next of its
    series in the match, and their mean length in events."""
    path, matches = store
    marks = {mark.event: mark.series for mark in declared_statistics(default_engines())["maeshowe"].phases}
    spans: dict[int, list[int]] = defaultdict(list)
    for match, _, players in matches:
        by_series: dict[str, list[int]] = defaultdict(list)
        for version, topic, _ in match.rows:
            namespace, _, rest = topic.partition("/")
            kind = rest.split("@")[0]
            if namespace == "maeshowe" and kind in marks:
                by_series[marks[kind]].append(version)
        for versions in by_series.values():
            spans[players].extend(b - a for a, b in itertools.pairwise(versions))
    rows = _report(path, "phase_length", game="maeshowe")
    counted: Counter[int] = Counter()
    events: dict[int, float] = defaultdict(float)
    for row in rows:
        counted[row["players"]] += row["phases"]
        events[row["players"]] += row["phases"] * row["mean_events"]
    assert counted == Counter({players: len(found) for players, found in spans.items()})
    for players, found in spans.items():
        assert events[players] == pytest.approx(sum(found))


def test_far_cry_missions_are_reported_one_by_one_inside_a_campaign(
    projected: Path, simulated: tuple[Path, list[Played]]
) -> None:
    """Item 4: a Far Cry match is cut into its missions (a campaign's next missions and retries each count),
    each with its outcome, rounds, objectives met and, in a campaign, the team's XP to spend after it; per
    mission and seat count. Checked against the decoded events of the simulated matches."""
    from domain.games.farcry import events as ev
    from projections.codec import Codec

    codec = Codec(default_engines())
    _, played = simulated
    found: dict[tuple[str, int], list[tuple[bool, int, int, int | None]]] = defaultdict(list)
    for match in played:
        if not match.finished or not match.rows[1][1].startswith("farcry/"):
            continue
        current: dict[str, Any] | None = None
        parts: list[dict[str, Any]] = []
        for version, topic, data in match.rows[1:]:
            if not topic.startswith("farcry/"):
                continue
            event = codec.decode(version, topic, data).event
            kind = topic.split("/")[1].split("@")[0]
            if isinstance(event, ev.MissionPrepared):
                current = {"mission": event.mission, "seats": event.seats, "rounds": 0, "xp": None}
                parts.append(current)
            elif current is None:
                continue
            elif kind == "round_started":
                current["rounds"] += 1
            elif isinstance(event, ev.MissionEnded):
                current["success"], current["objectives"] = event.result == "success", len(event.objectives)
            elif isinstance(event, ev.MissionDebriefed):
                current["xp"] = sum(player.xp for player in event.save.players)
        for part in parts:
            found[(part["mission"], part["seats"])].append(
                (part["success"], part["rounds"], part["objectives"], part["xp"])
            )
    rows = _report(projected, "missions")
    assert {(row["mission"], row["seats"]): row["missions"] for row in rows} == {k: len(v) for k, v in found.items()}
    assert any(row["missions"] > 1 and row["mean_xp_saved"] is not None for row in rows)  # a campaign's missions
    for row in rows:
        segments = found[(row["mission"], row["seats"])]
        assert row["succeeded"] == sum(success for success, _, _, _ in segments)
        assert (row["ci_low"], row["ci_high"]) == pytest.approx(wilson(row["succeeded"], len(segments)))
        assert row["mean_rounds"] == pytest.approx(statistics.mean(r for _, r, _, _ in segments))
        assert row["mean_objectives_met"] == pytest.approx(statistics.mean(o for _, _, o, _ in segments))
        xp = [x for _, _, _, x in segments if x is not None]
        assert row["mean_xp_saved"] == (pytest.approx(statistics.mean(xp)) if xp else None)


def test_mansions_win_rate_by_the_keepers_objective(projected: Path, simulated: tuple[Path, list[Played]]) -> None:
    """Item 3 (part): the investigators' win rate per objective of the keeper's story, counted by hand from
    each finished Mansions match's ``story_chosen`` event and its result."""
    from domain.games.mansions import events as ev
    from projections.codec import Codec

    codec = Codec(default_engines())
    _, played = simulated
    matches: Counter[str] = Counter()
    won: Counter[str] = Counter()
    for match in played:
        if not match.finished:
            continue
        for version, topic, data in match.rows[1:]:
            if topic.startswith("mansions/story_chosen@"):
                event = codec.decode(version, topic, data).event
                assert isinstance(event, ev.StoryChosen)
                matches[event.objective] += 1
                won[event.objective] += match.result == "won"
                break
    rows = _report(projected, "objectives")
    assert matches and {row["objective"]: row["matches"] for row in rows} == dict(matches)
    for row in rows:
        assert row["investigators_won"] == won[row["objective"]]
        assert (row["ci_low"], row["ci_high"]) == pytest.approx(wilson(won[row["objective"]], row["matches"]))


def test_defeats_say_why_in_english_and_which_part_fell_short(
    projected: Path, simulated: tuple[Path, list[Played]]
) -> None:
    """Item 5: Montagnes stores its end in French ("Défaite" says nothing of which part of the score fell
    short); the defeats report says it in English and gives the losers' median relics and injuries, each
    counted here from the decoded ``expedition_ended`` events of the simulated matches."""
    from domain.games.montagnes import events as ev
    from projections.codec import Codec
    from tests.analytics.helpers import PLAN as MIXED

    codec = Codec(default_engines())
    _, played = simulated
    options = [opts for _, opts, _, n in MIXED for _ in range(n)]
    ends: dict[tuple[int, str], list[ev.ExpeditionEnded]] = defaultdict(list)
    for match, opts in zip(played, options, strict=True):
        if not match.finished or match.result != "lost" or not match.rows[1][1].startswith("montagnes/"):
            continue
        for version, topic, data in match.rows:
            if topic.startswith("montagnes/expedition_ended@"):
                event = codec.decode(version, topic, data).event
                assert isinstance(event, ev.ExpeditionEnded)
                ends[(int(opts["players"]), event.reason)].append(event)
    rows = _report(projected, "defeats")
    assert rows and all(row["why"] for row in rows)
    texts = " ".join(row["why"] for row in rows)
    assert "Défaite" not in texts and "Vous avez" not in texts and "Le Monstre" not in texts
    mine = [row for row in rows if row["game"] == "montagnes"]
    assert {(int(row["setup"].split("players=")[1]), row["reason"]) for row in mine} == set(ends)
    escaped = [row for row in mine if row["reason"] == "escaped"]
    assert escaped
    for row in escaped:
        found = ends[(int(row["setup"].split("players=")[1]), "escaped")]
        assert row["why"] == "Defeat" and row["matches"] == len(found)
        relics = statistics.median(e.relics or 0 for e in found)
        injuries = statistics.median(e.injuries or 0 for e in found)
        assert row["losers_median"].startswith(f"relics {relics:.1f}")
        assert f"injuries {injuries:.1f}" in row["losers_median"]
