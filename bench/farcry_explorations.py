"""Far Cry: what an exploration gives, per seat count, under random play or the heuristic (issue 21).

Each exploration follows mission 0's data made saved (its enemies taken off, and any unit an anecdote
brought in, so the first turn wins it) set up with seed ``seed``; then every command comes from
the bot (``--bot random``: a random listed one, `domain.bots.random_command`; ``heuristic``:
`farcry.bots.heuristic`, which explores with `exploration_bots`) for the first seat asked,
through `decide` and `evolve`, until the exploration ends. Figures per explorer: XP gained,
madness gained, share dead at the end; per exploration: rounds, commands, money, skins and leaves
for the team, and the share that ended with someone still able to walk but no card to walk to
(`stuck_pct`).

    .venv/bin/python -m bench.farcry_explorations --seeds 50 --bot heuristic
"""

from __future__ import annotations

import argparse
import statistics
from collections.abc import Callable

import msgspec

from domain import bots
from domain.contract import Command, RuleViolation
from domain.games.farcry import bots as farcry_bots
from domain.games.farcry import commands as cmd
from domain.games.farcry.content import CONTENT
from domain.games.farcry.engine import FarCryEngine
from domain.games.farcry.explorations.events import ExplorationEnded
from domain.games.farcry.explorations.state import Explorer
from domain.games.farcry.options import FarCryOptions
from domain.games.farcry.state import FarCryState
from domain.rng import Rng

ENGINE = FarCryEngine()
MAX_COMMANDS = 2000


def _decide(state: FarCryState, seat: int, command: Command, rng: Rng, last: list[Explorer]) -> FarCryState:
    """Decide and fold; ``last`` keeps the explorers as they were when the exploration ended."""
    out = ENGINE.decide(state, seat, command, 0.0, rng)
    if isinstance(out, RuleViolation):
        raise RuntimeError(f"listed command refused: {out!r}")
    for event in out:
        if isinstance(event, ExplorationEnded) and state.exploration is not None:
            last[:] = state.exploration.explorers
        state = ENGINE.evolve(state, event)
    return state


def _random(state: FarCryState, seat: int, rng: Rng) -> Command | None:
    return bots.random_command(ENGINE, state, seat, rng)


BOTS: dict[str, Callable[[FarCryState, int, Rng], Command | None]] = {
    "heuristic": farcry_bots.heuristic,
    "random": _random,
}


def explore(seats: int, seed: int, bot: str = "random") -> dict[str, float]:
    """One exploration after a won saved mission, every seat played by ``bot``: its figures."""
    kept = CONTENT.missions["mission_0"]
    CONTENT.missions["mission_0"] = msgspec.structs.replace(kept, saved=True, enemies=[])
    try:
        state: FarCryState | None = None
        for event in ENGINE.start(FarCryOptions(seats=seats), Rng(seed)):
            state = ENGINE.evolve(state, event)
        assert state is not None
        last: list[Explorer] = []
        state.units, state.chain, state.reserve = [], [], []  # an anecdote may have brought one in
        for c in list(state.characters):
            if state.phase == "mission":
                state = _decide(state, c.seat, cmd.EndTurn(character=c.character), Rng(seed), last)
        before = state.save
        assert before is not None and state.phase == "exploration"
        rng = Rng.derive(seed, "explorations")
        rounds = commands = 0
        for n in range(MAX_COMMANDS):
            x = state.exploration
            if x is None:
                break
            rounds = x.round
            seat = ENGINE.status(state).to_act[0]
            command = BOTS[bot](state, seat, rng)
            assert command is not None
            state = _decide(state, seat, command, Rng.derive(seed, n), last)
            commands += 1
        after = state.save
        assert after is not None and state.phase == "preparation"
        players = list(zip(before.players, after.players, strict=True))
        return {
            "rounds": rounds,
            "commands": commands,
            "xp": statistics.mean(b.xp - a.xp for a, b in players),
            "madness": statistics.mean(b.madness - a.madness for a, b in players),
            "dead_pct": 100 * sum(e.hp == 0 for e in last) / len(last),
            "stuck_pct": 100 * any(e.hp > 0 and e.mp > 0 for e in last),
            "money": after.reserve_money - before.reserve_money,
            "skins": after.reserve_skins - before.reserve_skins,
            "leaves": len(after.reserve_leaves) - len(before.reserve_leaves),
        }
    finally:
        CONTENT.missions["mission_0"] = kept


def summary(seats: int, seeds: range, bot: str = "random") -> dict[str, float]:
    runs = [explore(seats, seed, bot) for seed in seeds]
    return {key: round(statistics.mean(r[key] for r in runs), 1) for key in runs[0]}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=50)
    parser.add_argument("--bot", choices=sorted(BOTS), default="random")
    args = parser.parse_args()
    keys = ["rounds", "commands", "xp", "madness", "dead_pct", "stuck_pct", "money", "skins", "leaves"]
    print("| seats | " + " | ".join(keys) + " |")
    print("| --- " * (len(keys) + 1) + "|")
    for seats in (1, 2, 3, 4):
        figures = summary(seats, range(args.seeds), args.bot)
        print(f"| {seats} | " + " | ".join(str(figures[k]) for k in keys) + " |")


if __name__ == "__main__":
    main()
