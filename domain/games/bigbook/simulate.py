"""Simulated matches with bots (pure: returns results, prints nothing).

``bench/bigbook_winrates.py`` builds the win-rate table of README.md from :func:`win_rate`; a
match's seed fixes everything (set-up, shuffles, bot choices), so any cell can be re-run.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable

import msgspec

from domain.bots import random_command
from domain.contract import Command, RuleViolation
from domain.games.bigbook.engine import ENGINE
from domain.games.bigbook.heuristic import choose
from domain.games.bigbook.state import Options, State
from domain.rng import Rng

Chooser = Callable[[State, int, Rng], Command | None]


def random_bot(state: State, seat: int, rng: Rng) -> Command | None:
    """A random listed command (any game's generic client; refused payments are tried again)."""
    return random_command(ENGINE, state, seat, rng)


BOTS: dict[str, tuple[Chooser, bool]] = {"heuristic": (choose, True), "random": (random_bot, False)}
"""Bots by name, and whether every command they send must be accepted (the heuristic's must)."""


def play(
    options: Options, seed: int, chooser: Chooser = choose, max_commands: int = 20000, *, strict: bool = True
) -> State:
    """One match to its end; every seat plays with ``chooser``. ``strict``: a refused command is an
    error (else the bot is asked again)."""
    rng = Rng.derive(seed, "bigbook-sim")
    state: State | None = None
    for event in ENGINE.start(options, rng):
        state = ENGINE.evolve(state, event)
    assert state is not None
    for _ in range(max_commands):
        status = ENGINE.status(state)
        if status.finished:
            break
        seat = status.to_act[0]
        command = chooser(state, seat, rng)
        if command is None:
            raise RuntimeError("the seat to act has no legal action")
        result = ENGINE.decide(state, seat, command, 0.0, rng)
        if isinstance(result, RuleViolation):
            if not strict:
                continue
            raise RuntimeError(f"the bot sent a refused command: {result!r} {msgspec.json.encode(command)!r}")
        for event in result:
            state = ENGINE.evolve(state, event)
    return state


def win_rate(
    options: Options, seeds: range, chooser: Chooser = choose, *, strict: bool = True
) -> tuple[float, Counter[str]]:
    """Share of won matches over ``seeds``, and how the matches ended (``unfinished``: hit the cap)."""
    endings: Counter[str] = Counter()
    for seed in seeds:
        endings[play(options, seed, chooser, strict=strict).reason or "unfinished"] += 1
    won = endings["final_monster_defeated"]
    return won / max(1, len(seeds)), endings
