"""Far Cry: each mission's win rate per seat count for the heuristic and random bots.

Each game is the mission set up with seed ``seed`` (missions 1-3 from their designed saves) and played
to its end through `decide` and `evolve`, every seat played by the same bot (`farcry.bots.heuristic`,
or `domain.bots.random_command`); the first seat to act that has a command sends it. A refused command
is an error (bots send listed commands only). Balance target (R-F-81, issue 33): the heuristic wins
40-70% at every seat count 1-4, random play at most 5%. Each line gives the wins, the 95% Wilson
interval and the seeds. A whole run is 8 missions x 4 seat counts x 2 bots x 40 seeds = 2,560 games
(on 2026-11-29, load 7-23 on the shared 2-core machine, ``--workers 2``: missions 0 and 1, 8 rows, in
30 min); ``--missions`` and ``--seats`` cut it.

    .venv/bin/python -m bench.farcry_winrates --seeds 40 --workers 2 --markdown

(defaults: missions 0-7, seats 1-4, both bots, seeds 0-39; ``--markdown`` prints the README's rows:
mission, seats, each bot's wins/n, rate and 95% interval, the seeds, the mean rounds.)
"""

from __future__ import annotations

import argparse
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from typing import Literal, cast

from domain import bots
from domain.contract import Command, RuleViolation
from domain.games.farcry import bots as farcry_bots
from domain.games.farcry.engine import FarCryEngine
from domain.games.farcry.options import FarCryOptions
from domain.games.farcry.state import FarCryState
from domain.rng import Rng
from projections.analytics.simulation import wilson

ENGINE = FarCryEngine()
MAX_COMMANDS = 5000
Bot = Callable[[FarCryState, int, Rng], Command | None]


def _random(state: FarCryState, seat: int, rng: Rng) -> Command | None:
    return bots.random_command(ENGINE, state, seat, rng)


BOTS: dict[str, Bot] = {"heuristic": farcry_bots.heuristic, "random": _random}


Mission = Literal[
    "mission_0", "mission_1", "mission_2", "mission_3", "mission_4", "mission_5", "mission_6", "mission_7"
]


def play(bot: Bot, seats: int, seed: int, mission: Mission = "mission_0") -> tuple[str, int]:
    """One ``mission`` played by ``bot`` at every seat: (result, rounds)."""
    rng = Rng.derive(seed, "winrates")
    state: FarCryState | None = None
    for event in ENGINE.start(FarCryOptions(seats=seats, mission=mission), Rng(seed)):
        state = ENGINE.evolve(state, event)
    assert state is not None
    for n in range(MAX_COMMANDS):
        status = ENGINE.status(state)
        if status.finished:
            return str(state.result), state.round
        command = None
        seat = status.to_act[0]
        for seat in status.to_act:
            command = bot(state, seat, rng)
            if command is not None:
                break
        if command is None:
            raise RuntimeError(f"seed {seed}: no seat has a command")
        out = ENGINE.decide(state, seat, command, 0.0, Rng.derive(seed, n))
        if isinstance(out, RuleViolation):
            raise RuntimeError(f"seed {seed}: listed command refused: {command} -> {out}")
        for event in out:
            state = ENGINE.evolve(state, event)
    raise RuntimeError(f"seed {seed}: mission not finished after {MAX_COMMANDS} commands")


def _one(job: tuple[str, int, int, Mission]) -> tuple[str, int]:
    bot, seats, seed, mission = job
    return play(BOTS[bot], seats, seed, mission)


def win_rate(bot: str, seats: int, seeds: range, mission: Mission = "mission_0", workers: int = 1) -> dict[str, float]:
    """Wins (success) out of ``seeds``, their 95% Wilson interval and the mean rounds played
    (``workers`` processes share the seeds; the figures do not depend on it)."""
    jobs = [(bot, seats, seed, mission) for seed in seeds]
    if workers > 1:
        with ProcessPoolExecutor(workers) as pool:
            results = list(pool.map(_one, jobs))
    else:
        results = [_one(job) for job in jobs]
    wins = sum(1 for r, _ in results if r == "success")
    low, high = wilson(wins, len(results))
    return {
        "wins": wins,
        "win_pct": 100.0 * wins / len(results),
        "low": 100.0 * low,
        "high": 100.0 * high,
        "n": len(results),
        "rounds": sum(r for _, r in results) / len(results),
    }


def row(mission: str, seats: int, figures: dict[str, dict[str, float]], seeds: range) -> str:
    """One Markdown row of the README's table: each bot's wins, rate and interval, n and seeds."""
    cells = [
        f"{f['wins']:.0f}/{f['n']:.0f}, {f['win_pct']:.0f}% ({f['low']:.0f}-{f['high']:.0f}%)" for f in figures.values()
    ]
    rounds = " / ".join(f"{f['rounds']:.1f}" for f in figures.values())
    return f"| {mission[-1]} | {seats} | {' | '.join(cells)} | {seeds.start}-{seeds.stop - 1} | {rounds} |"


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--seeds", type=int, default=40)
    parser.add_argument("--first", type=int, default=0)
    parser.add_argument("--bots", default="heuristic,random")
    parser.add_argument("--seats", default="1,2,3,4")
    parser.add_argument("--missions", default=",".join(f"mission_{n}" for n in range(8)))
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--markdown", action="store_true", help="print the README's table rows")
    args = parser.parse_args()
    seeds = range(args.first, args.first + args.seeds)
    for mission in args.missions.split(","):
        for seats in (int(x) for x in args.seats.split(",")):
            figures: dict[str, dict[str, float]] = {}
            for bot in args.bots.split(","):
                f = figures[bot] = win_rate(bot, seats, seeds, cast(Mission, mission), args.workers)
                if not args.markdown:
                    print(
                        f"farcry {mission} seats={seats} bot={bot}: win={f['win_pct']:.0f}% "
                        f"({f['wins']:.0f}/{f['n']:.0f}, 95% CI {f['low']:.0f}-{f['high']:.0f}%) "
                        f"seeds={seeds.start}-{seeds.stop - 1} rounds={f['rounds']:.1f}",
                        flush=True,
                    )
            if args.markdown:
                print(row(mission, seats, figures, seeds), flush=True)


if __name__ == "__main__":
    main()
