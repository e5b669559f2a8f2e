"""In-process engine speed: complete random games per second, and the pure fold rate.

Random games use the generic random bot (legal actions -> command -> decide -> evolve), the same
path the property tests and simulations take. The fold rate replays the recorded events of those
games through ``evolve`` only, as a projection does when it loads a match.
"""

from __future__ import annotations

import argparse
from typing import Any

from bench.common import now, options_for, play_random_game
from domain.registry import default_engines

SCENARIOS: dict[str, list[dict[str, Any]]] = {
    "maeshowe": [
        {"players": 1},
        {"players": 2},
        {"players": 2, "expansions": ["gluttony", "crumbling", "dread", "snub", "haste", "ruin"]},
    ],
}


def measure(game: str, raw: dict[str, Any], games: int) -> dict[str, float]:
    engine = default_engines()[game]
    options = options_for(engine, raw)
    started = now()
    recorded = []
    commands = 0
    for seed in range(games):
        events, used = play_random_game(engine, options, seed)
        recorded.append(events)
        commands += used
    elapsed = now() - started
    total_events = sum(len(e) for e in recorded)
    fold_started = now()
    for events in recorded:
        state: Any = None
        for event in events:
            state = engine.evolve(state, event)
    fold_elapsed = now() - fold_started
    return {
        "games_per_s": games / elapsed,
        "commands_per_game": commands / games,
        "events_per_game": total_events / games,
        "fold_events_per_s": total_events / fold_elapsed,
    }


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=2000)
    args = parser.parse_args()
    for game, scenarios in SCENARIOS.items():
        for raw in scenarios:
            result = measure(game, raw, args.games)
            figures = ", ".join(f"{k}={v:,.1f}" for k, v in result.items())
            print(f"{game} {raw}: {figures}")


if __name__ == "__main__":
    main()
