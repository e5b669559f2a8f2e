"""Far Cry: the time of one enemies' turn and of a whole random mission 0.

The enemies' turn is `enemy_turn.run` on mission 0's set-up at the enemies' step: every unit of the
chain chooses its target, moves by the safest and fastest route and attacks; a tie left to the
players (EN-16) is answered at once with the first offered hex (`enemy_turn.answer`), so the figure
is the whole turn the server plays. A whole mission is random legal play through `decide` and `evolve`
(ending a turn, answering an offer or an enemy's tie half of the time, so rounds move on) until the
mission ends, as the property tests play it.
"""

from __future__ import annotations

import argparse
import statistics

from bench.common import now, percentile
from domain import bots
from domain.contract import RuleViolation
from domain.games.farcry import commands as cmd
from domain.games.farcry import rules
from domain.games.farcry.context import Flow
from domain.games.farcry.engine import FarCryEngine
from domain.games.farcry.options import FarCryOptions
from domain.games.farcry.state import FarCryState
from domain.games.farcry.tactical import enemy_turn
from domain.rng import Rng

ENGINE = FarCryEngine()
MAX_COMMANDS = 5000


def fresh(seats: int, seed: int) -> FarCryState:
    state: FarCryState | None = None
    for event in ENGINE.start(FarCryOptions(seats=seats), Rng(seed)):
        state = ENGINE.evolve(state, event)
    assert state is not None
    return state


def whole_turn(state: FarCryState, rng: Rng) -> int:
    """Play the chain to its end, answering every tie with the first option; returns the events."""
    f = Flow(state)
    enemy_turn.run(f, rng)
    while f.s.enemy_choice is not None:
        first = min(f.s.enemy_choice.options)
        answer = cmd.Choose(prompt=enemy_turn.prompt_id(f.s), value=rules.hex_key(first))
        enemy_turn.answer(f, rules.seats_in_play(f.s)[0], answer, rng)
    return len(f.events)


def enemy_turns(seats: int, turns: int) -> dict[str, float]:
    """Milliseconds per enemies' turn on mission 0's set-up (ten units in the chain)."""
    times: list[float] = []
    events = 0
    for seed in range(turns):
        state = fresh(seats, seed)
        state.step = "enemies"
        started = now()
        events += whole_turn(state, Rng(seed))
        times.append((now() - started) * 1000)
    return {
        "turn_ms_median": statistics.median(times),
        "turn_ms_p95": percentile(times, 95),
        "events_per_turn": events / turns,
    }


def play_mission(seats: int, seed: int) -> tuple[int, int, int]:
    """One random mission 0 to its end: (commands, events, rounds)."""
    rng = Rng.derive(seed, "bench")
    state = fresh(seats, seed)
    commands = events = 0
    while not ENGINE.status(state).finished and commands < MAX_COMMANDS:
        seat = rng.choice(ENGINE.status(state).to_act)
        actions = ENGINE.legal_actions(state, seat)
        ends = [a for a in actions if a.action in ("end_turn", "answer_offer", "choose")]
        pool = ends if ends and rng.below(2) == 0 else actions
        command = ENGINE.parse_command(bots.fill(rng.choice(pool), rng))
        out = ENGINE.decide(state, seat, command, 0.0, Rng.derive(seed, commands))
        if isinstance(out, RuleViolation):
            raise RuntimeError(f"listed command refused: {command} -> {out}")
        for event in out:
            state = ENGINE.evolve(state, event)
        commands += 1
        events += len(out)
    if not ENGINE.status(state).finished:
        raise RuntimeError(f"seed {seed}: mission not finished after {MAX_COMMANDS} commands")
    return commands, events, state.round


def missions(seats: int, count: int) -> dict[str, float]:
    """Seconds per whole random mission, with its size."""
    times: list[float] = []
    commands = events = rounds = 0
    for seed in range(count):
        started = now()
        c, e, r = play_mission(seats, seed)
        times.append(now() - started)
        commands, events, rounds = commands + c, events + e, rounds + r
    return {
        "mission_s_median": statistics.median(times),
        "mission_s_p95": percentile(times, 95),
        "commands_per_mission": commands / count,
        "events_per_mission": events / count,
        "rounds_per_mission": rounds / count,
    }


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--turns", type=int, default=50)
    parser.add_argument("--missions", type=int, default=10)
    args = parser.parse_args()
    for seats in (1, 4):
        figures = {**enemy_turns(seats, args.turns), **missions(seats, args.missions)}
        print(f"farcry mission_0 seats={seats}: " + ", ".join(f"{k}={v:,.2f}" for k, v in figures.items()))


if __name__ == "__main__":
    main()
