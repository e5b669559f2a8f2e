"""``scripts/test --quick``: the edit-test loop's answer in minutes, not the whole suite's half hour.

The quick run leaves out the tests marked ``heavy`` here, and those marked ``slow``, ``browser``,
``postgres`` or ``serial``: what starts servers, browsers, clusters or other processes, plays many
whole matches, or waits on real clocks. What remains runs every game's rules through ``decide`` and
``evolve``, the views, the platform and most of the API in-process, with property tests at
:data:`EXAMPLES` examples and ``tests/games/test_texts.py``'s random games at three seeds a game. The
whole suite (``scripts/test``, CI) still runs everything: the quick run is a first answer, never the last.
"""

from __future__ import annotations

import os

import pytest
from hypothesis import settings

HEAVY: dict[str, str] = {
    "tests/trust/": "subprocesses, kills, torn files, many resampled worlds: minutes",
    "tests/production/": "real servers in processes of their own, sockets, clusters",
    "tests/contract/": "generated clients, npm tools, mypy --strict over a generated package",
    "tests/web/": "a real chromium against a real server",
    "tests/analytics/": "DuckDB files, projector runs, CLI processes, simulated stores",
    "tests/api/test_schemathesis.py": "generated cases for every operation",
    "tests/api/test_schemathesis_stateful.py": "generated stateful scenarios",
    "tests/api/test_typed_contract.py": "whole matches over HTTP, every response checked against its schema",
    "tests/api/test_generic_client.py": "whole matches of every game over HTTP",
    "tests/api/test_mansions_over_http.py": "a keeper and four investigators to each ending over HTTP",
    "tests/api/test_realtime_montagnes.py": "real timers",
    "tests/games/farcry/test_farcry_api.py": "every mission and seat count played to its end over HTTP",
    "tests/games/test_bots_finish.py": "every game played to its end by every bot",
    "tests/platform/test_bench_smoke.py": "the benchmarks run at a small size",
    "tests/games/maeshowe/test_thousands.py::test_thousands_of_random_games_in_both_modes_keep_the_invariants": (
        "3,000 whole random games"
    ),
    "tests/games/bigbook/test_play.py::test_the_hardest_difficulty_is_won_by_good_play_at_two_and_five_players": (
        "win rates of the heuristic over many seeded games"
    ),
    "tests/games/bigbook/test_play.py::test_the_heuristic_wins_some_easy_two_player_games": "seeded bot games",
    "tests/games/farcry/test_farcry_bots.py::test_every_heuristic_command_is_accepted_over_many_seeds": (
        "the heuristic over many seeded missions"
    ),
    "tests/games/farcry/test_farcry_bots.py::"
    "test_the_heuristic_runs_for_mission_1_s_exit_and_breaks_into_mission_2_s_rooms": "whole bot missions",
    "tests/games/farcry/test_farcry_campaign.py::test_missions_1_to_3_with_explorations_and_preparations_between": (
        "three whole missions and the campaign between them"
    ),
    "tests/games/farcry/test_farcry_campaign_api.py::"
    "test_a_group_with_a_stand_in_plays_the_whole_campaign_through_the_api": "a whole campaign over HTTP",
    "tests/games/mansions/test_mansions_bots.py::test_bot_matches_finish_with_listed_commands_and_both_sides_win": (
        "whole bot matches of every scenario"
    ),
    "tests/games/mansions/test_mansions_bots.py::"
    "test_investigators_reach_the_objective_against_a_keeper_that_never_acts": "whole bot matches",
}
"""Paths (a module, a directory ending in ``/``, or one test ``module::name`` with all its parameters) the
quick run leaves out, and why: what plays many whole games or matches, not what checks one rule."""


def is_heavy(path: str) -> bool:
    """``path``: a module (``tests/x.py``), a directory (``tests/x/``) or a test (``tests/x.py::name``,
    with or without its parameters)."""
    module, _, name = path.partition("::")
    name = name.partition("[")[0]
    return any(
        heavy in (path, module, f"{module}::{name}") or (heavy.endswith("/") and path.startswith(heavy))
        for heavy in HEAVY
    )


def mark(items: list[pytest.Item], paths: dict[int, str]) -> None:
    """Mark ``heavy`` the tests of :data:`HEAVY` (``paths``: each item's path from the repository root)."""
    for item in items:
        if is_heavy(f"{paths[id(item)]}::{item.name}"):
            item.add_marker(pytest.mark.heavy)


ENABLED = os.environ.get("FOLIE_QUICK") == "1"
"""Set by ``scripts/test --quick``: the heavy paths are not even collected, and property tests run
at most :data:`EXAMPLES` examples."""

EXAMPLES = int(os.environ.get("FOLIE_QUICK_EXAMPLES", "5"))
"""The quick run's cap on each hypothesis test's ``max_examples`` (the whole suite runs each test's own
size, which is what kills the mutants of ``test_harness_can_fail.py``)."""


def ignored(relative: str, is_dir: bool) -> bool:
    """Whether the quick run skips collecting ``relative`` (a path from the repository root): importing a
    heavy module only to deselect it costs every worker seconds (the schemathesis modules build a test
    per operation at collection)."""
    return ENABLED and is_heavy(relative + "/" if is_dir else relative)


def shrink(items: list[pytest.Item]) -> None:
    """Cap the examples of every hypothesis test at :data:`EXAMPLES` (quick run only)."""
    if not ENABLED:
        return
    for item in items:
        function = getattr(getattr(item, "obj", None), "__func__", getattr(item, "obj", None))
        current = getattr(function, "_hypothesis_internal_use_settings", None)
        if current is not None and current.max_examples > EXAMPLES:
            function._hypothesis_internal_use_settings = settings(current, max_examples=EXAMPLES)  # type: ignore[union-attr]
