"""The Far Cry enemy-turn benchmark still runs against the current engine (figures are not checked:
speed targets live in `bench/`, never in tests)."""

from __future__ import annotations

from bench.farcry_enemy_turn import enemy_turns, missions


def test_the_enemy_turn_benchmark_measures_a_turn_and_a_whole_mission() -> None:
    figures = {**enemy_turns(seats=2, turns=2), **missions(seats=2, count=1)}
    assert {"turn_ms_median", "events_per_turn", "mission_s_median", "commands_per_mission"} <= set(figures)
    assert all(value > 0 for value in figures.values())


def test_the_win_rate_benchmark_plays_missions_to_their_end_with_both_bots() -> None:
    """`bench/farcry_winrates.py` (the README's balance table) runs with each bot."""
    from bench.farcry_winrates import win_rate

    for bot in ("heuristic", "random"):
        figures = win_rate(bot, seats=1, seeds=range(1))
        assert figures["n"] == 1 and 0 <= figures["win_pct"] <= 100 and figures["rounds"] >= 1


def test_the_exploration_benchmark_plays_an_exploration_to_its_end() -> None:
    """`bench/farcry_explorations.py` (the README's exploration figures) runs on the current engine."""
    from bench.farcry_explorations import explore

    for bot in ("random", "heuristic"):
        figures = explore(seats=2, seed=0, bot=bot)
        assert figures["rounds"] >= 1 and figures["commands"] >= 2 and 0 <= figures["dead_pct"] <= 100
