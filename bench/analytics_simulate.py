"""Simulation throughput: complete bot matches per second per engine, on one core and on all cores.

Matches are played exactly as ``folie simulate`` plays them (platform functions, encoded records),
without the store, so the figure is the engines' and bots' own speed.
"""

from __future__ import annotations

import argparse
import os
import time
from typing import Any

from projections.analytics.simulation import play_many

SCENARIOS: list[tuple[str, dict[str, Any], str]] = [
    ("maeshowe", {}, "random"),
    ("maeshowe", {}, "heuristic"),
    ("bigbook", {"players": 3}, "random"),
    ("bigbook", {"players": 3}, "heuristic"),
    ("montagnes", {"players": 4}, "random"),
    ("montagnes", {"players": 4}, "heuristic"),
]


def rate(game: str, options: dict[str, Any], bot: str, games: int, workers: int) -> float:
    started = time.perf_counter()
    played = sum(len(chunk) for chunk in play_many(game, options, bot, games, 1, workers=workers, chunk=16))
    return played / (time.perf_counter() - started)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=64)
    args = parser.parse_args()
    cores = os.cpu_count() or 1
    print(f"{'game':<10}{'bot':<11}{'1 core':>10}{f'{cores} cores':>10}  (matches/s)")
    for game, options, bot in SCENARIOS:
        single = rate(game, options, bot, args.games, 1)
        # enough matches that starting the worker processes (about 2 s each) is amortised
        every = rate(game, options, bot, max(args.games, int(12 * single)), cores)
        print(f"{game:<10}{bot:<11}{single:>10.1f}{every:>10.1f}")


if __name__ == "__main__":
    main()
