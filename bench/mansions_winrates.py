"""Mansions of Madness: the investigators' win rate per investigator count, each side played by the
heuristic (``mansions.bots.heuristic``, the keeper at full strength: the altar's rite included) or by
random play (``domain.bots.random_command``).

Each match is the Weir House set up with seed ``seed`` (the story and the picks drawn by the bots at
the set-up prompts) and played to its end through ``decide`` and ``evolve``; the first prompted seat
sends its side's command. A refused command is an error (bots send listed commands only). Balance
target (issue 33): heuristic against heuristic 35-65% at 1-4 investigators; random play on either
side against the other side's heuristic loses clearly. 95% Wilson intervals.

    nice .venv/bin/python -m bench.mansions_winrates --seeds 200 --keeper heuristic --investigators heuristic
"""

from __future__ import annotations

import argparse
import math
import time
from collections import Counter
from collections.abc import Callable

from domain import bots
from domain.contract import Command, RuleViolation
from domain.games.mansions import bots as mansions_bots
from domain.games.mansions.engine import MansionsEngine
from domain.games.mansions.options import MansionsOptions
from domain.games.mansions.state import MansionsState
from domain.rng import Rng

ENGINE = MansionsEngine()
MAX_COMMANDS = 5000
Bot = Callable[[MansionsState, int, Rng], Command | None]


def _random(state: MansionsState, seat: int, rng: Rng) -> Command | None:
    return bots.random_command(ENGINE, state, seat, rng)


BOTS: dict[str, Bot] = {"heuristic": mansions_bots.heuristic, "random": _random}


def play(keeper: Bot, investigators: Bot, count: int, seed: int) -> tuple[str, str, int]:
    """One match: (winner, reason, rounds)."""
    rng = Rng.derive(seed, "winrates")
    state: MansionsState | None = None
    for event in ENGINE.start(MansionsOptions(investigators=count), Rng(seed)):
        state = ENGINE.evolve(state, event)
    assert state is not None
    for n in range(MAX_COMMANDS):
        status = ENGINE.status(state)
        if status.finished:
            return str(state.winner), state.reason, state.round
        seat = status.to_act[0]
        if seat != 0 and state.phase == "setup":
            command = mansions_bots.heuristic(state, seat, rng)  # the picks: the same for both bots
        else:
            command = (keeper if seat == 0 else investigators)(state, seat, rng)
        if command is None:
            raise RuntimeError(f"seed {seed}: seat {seat} prompted but sends nothing")
        out = ENGINE.decide(state, seat, command, 0.0, Rng.derive(seed, n))
        if isinstance(out, RuleViolation):
            raise RuntimeError(f"seed {seed}: listed command refused: {command} -> {out}")
        for event in out:
            state = ENGINE.evolve(state, event)
    raise RuntimeError(f"seed {seed}: match not finished after {MAX_COMMANDS} commands")


def wilson(wins: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a proportion, in percent."""
    if n == 0:
        return 0.0, 100.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, 100 * (centre - half)), min(100.0, 100 * (centre + half))


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--seeds", type=int, default=40)
    parser.add_argument("--first", type=int, default=0)
    parser.add_argument("--keeper", default="heuristic", choices=sorted(BOTS))
    parser.add_argument("--investigators", default="heuristic", choices=sorted(BOTS))
    parser.add_argument("--counts", default="1,2,3,4")
    args = parser.parse_args()
    seeds = range(args.first, args.first + args.seeds)
    for count in (int(x) for x in args.counts.split(",")):
        began = time.process_time()
        results = [play(BOTS[args.keeper], BOTS[args.investigators], count, seed) for seed in seeds]
        wins = sum(1 for w, _, _ in results if w == "investigators")
        low, high = wilson(wins, len(results))
        reasons = Counter(f"{w}:{r}" for w, r, _ in results)
        rounds = sum(r for _, _, r in results) / len(results)
        print(
            f"mansions investigators={count} keeper={args.keeper} investigators_bot={args.investigators}: "
            f"win={100 * wins / len(results):.1f}% [{low:.1f}, {high:.1f}] n={len(results)} "
            f"seeds={seeds.start}-{seeds.stop - 1} rounds={rounds:.1f} cpu={time.process_time() - began:.0f}s "
            f"{dict(sorted(reasons.items()))}",
            flush=True,
        )


if __name__ == "__main__":
    main()
