"""Bot-vs-bot Mansions matches through the real ``decide`` and ``evolve`` (fixed seeds): every match ends
within a bounded number of commands, every command sent is one the seat's listing offers, both sides win
over a batch of seeds, and the bot choosing in ``resample_hidden`` (a stand-in) never errors.

Win rates measured on 2026-11-27 (seeds 0-99, ``1 + seed % 4`` investigators, ``win_rates``): the keeper
96, the investigators 4 (seeds 2, 31, 70, 71). Re-measure with
``.venv/bin/python -m tests.games.mansions.test_mansions_bots``.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import msgspec

from domain.contract import Command, LegalAction, RuleViolation
from domain.games.mansions import bots
from domain.games.mansions.options import MansionsOptions
from domain.games.mansions.state import MansionsState
from domain.listing import outside
from domain.rng import Rng
from tests.games.mansions.mansions_play import E, fold

MAX_COMMANDS = 3000
"""No match of the batch comes near it (the longest of seeds 0-99 takes 547 commands)."""
SEEDS = range(12)
INVESTIGATOR_WIN = 2
"""A seed of ``SEEDS`` the investigators win (3 investigators)."""


def listed(command: Command, actions: list[LegalAction]) -> bool:
    """``command`` is one of ``actions``: same action and fixed values, every parameter within its listing."""
    body: dict[str, Any] = msgspec.to_builtins(command)
    name = type(command).__struct_config__.tag
    for a in actions:
        if a.action != name or any(body.get(k) != v for k, v in a.fixed.items()):
            continue
        if all(outside(p, body.get(p.name)) is None for p in a.params):
            return True
    return False


def play(seed: int, investigators: int, stand_in: bool = False) -> tuple[MansionsState, int]:
    """One match, every seat played by the heuristic (``stand_in``: choosing in a state resampled for
    the seat); each command must be listed and accepted. The match and the commands it took."""
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
        assert listed(command, E.legal_actions(state, seat)), f"seed {seed}: {command} not listed"
        out = E.decide(state, seat, command, 0.0, Rng.derive(seed, n))
        assert not isinstance(out, RuleViolation), f"seed {seed}, seat {seat}: {command} refused: {out!r}"
        state = fold(out, state)
    raise AssertionError(f"seed {seed}: not finished after {MAX_COMMANDS} commands")


def win_rates(seeds: range) -> Counter[str]:
    return Counter(str(play(seed, 1 + seed % 4)[0].winner) for seed in seeds)


def test_bot_matches_finish_with_listed_commands_and_both_sides_win() -> None:
    """1-4 investigators over ``SEEDS``: every match ends (``play`` fails past ``MAX_COMMANDS``), every
    command listed and accepted, a winner each time, and each side wins at least once."""
    winners = Counter[str]()
    for seed in SEEDS:
        state, _ = play(seed, 1 + seed % 4)
        assert state.winner in ("keeper", "investigators"), (seed, state.winner)
        winners[state.winner] += 1
        if seed == INVESTIGATOR_WIN:
            assert state.winner == "investigators"
    assert winners["keeper"] > 0 and winners["investigators"] > 0, winners


def test_stand_ins_choose_in_resampled_states() -> None:
    """Every seat choosing in ``resample_hidden(state, seat, rng)``, never the real state: no error, every
    command listed in the real state and accepted, each match ends."""
    for seed in range(4):
        state, _ = play(seed, 1 + seed % 4, stand_in=True)
        assert E.status(state).finished


def test_the_bot_sends_nothing_to_a_seat_without_actions() -> None:
    """Seats not prompted (the keeper during an investigator's turn) get no command."""
    state = fold(E.start(MansionsOptions(investigators=2), Rng(1)))
    for _ in range(20):
        seat = E.status(state).to_act[0]
        command = bots.heuristic(state, seat, Rng(0))
        assert command is not None
        state = fold(E.decide(state, seat, command, 0.0, Rng(0)), state)  # type: ignore[arg-type]
    idle = [seat for seat in range(state.seats) if not E.legal_actions(state, seat)]
    assert idle and all(bots.heuristic(state, seat, Rng(0)) is None for seat in idle)


if __name__ == "__main__":
    print(win_rates(range(100)))
