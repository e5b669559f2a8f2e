"""Bot-vs-bot Mansions matches through the real ``decide`` and ``evolve`` (fixed seeds): every match ends
within a bounded number of commands, every command sent is one the seat's listing offers, both sides win
over a batch of seeds, the investigators' bot reaches the objective against a keeper that never acts,
and the bot choosing in ``resample_hidden`` (a stand-in) never errors.

Win rates per investigator count (seeds 0-99 each) are in the game's README (Bots); re-measure with
``.venv/bin/python -m tests.games.mansions.test_mansions_bots``.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import Any

import msgspec

from domain.contract import Command, LegalAction, RuleViolation
from domain.games.mansions import bots
from domain.games.mansions.bot_tools import fallback
from domain.games.mansions.options import MansionsOptions
from domain.games.mansions.state import MansionsState
from domain.listing import outside
from domain.rng import Rng
from tests.games.mansions.mansions_play import E, fold

Bot = Callable[[MansionsState, int, Rng], Command | None]
MAX_COMMANDS = 3000
"""No match of the batch comes near it (the longest of seeds 0-99 takes 547 commands)."""
SEEDS = range(20)
INVESTIGATOR_WINS = 6
KEEPER_WINS = 6
"""Measured over ``SEEDS`` with 4 investigators, the keeper at full strength (the rite included) on the
redesigned Weir House (issue 33), a skill point asked before every test's die (item 13): the
investigators win 11 (8 kills, 2 deliveries, 1 escape), the keeper 9 (6 by the ritual tokens, 3 with no
investigator left)."""
PASSIVE_SEEDS = range(12)


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


def passive(s: MansionsState, seat: int, rng: Rng) -> Command | None:
    """A keeper that never acts: it passes every prompt and ends its turns (no monster moves or attacks)."""
    actions = E.legal_actions(s, seat)
    if not actions:
        return None
    if s.phase == "setup" or seat != 0:
        return bots.heuristic(s, seat, rng)
    return fallback(actions, rng)


def play(
    seed: int, investigators: int, stand_in: bool = False, keeper: Bot = bots.heuristic
) -> tuple[MansionsState, int]:
    """One match, every investigator seat played by the heuristic and the keeper by ``keeper``
    (``stand_in``: each choosing in a state resampled for the seat); each command must be listed and
    accepted. The match and the commands it took."""
    rng = Rng.derive(seed, "bots")
    state = fold(E.start(MansionsOptions(investigators=investigators), Rng(seed)))
    for n in range(MAX_COMMANDS):
        status = E.status(state)
        if status.finished:
            return state, n
        seat = status.to_act[0]
        view = E.resample_hidden(state, seat, rng) if stand_in else state
        command = (keeper if seat == 0 else bots.heuristic)(view, seat, rng)
        assert command is not None, f"seed {seed}: seat {seat} prompted but the bot sends nothing"
        assert listed(command, E.legal_actions(state, seat)), f"seed {seed}: {command} not listed"
        out = E.decide(state, seat, command, 0.0, Rng.derive(seed, n))
        assert not isinstance(out, RuleViolation), f"seed {seed}, seat {seat}: {command} refused: {out!r}"
        state = fold(out, state)
    raise AssertionError(f"seed {seed}: not finished after {MAX_COMMANDS} commands")


def win_rates(seeds: range, investigators: int) -> Counter[str]:
    """Winners and reasons over ``seeds`` with ``investigators`` seats (``keeper:event``...); a match the
    engine refuses a listed command in counts as ``refused`` (see the README's Bots section)."""
    out = Counter[str]()
    for seed in seeds:
        try:
            state, _ = play(seed, investigators)
        except AssertionError:
            out["refused"] += 1
            continue
        out[f"{state.winner}:{state.reason}"] += 1
    return out


def test_bot_matches_finish_with_listed_commands_and_both_sides_win() -> None:
    """Four investigators over ``SEEDS``: every match ends (``play`` fails past ``MAX_COMMANDS``), every
    command listed and accepted, a winner each time, and each side wins at least its stated number of matches."""
    winners = Counter[str]()
    for seed in SEEDS:
        state, _ = play(seed, 4)
        assert state.winner in ("keeper", "investigators"), (seed, state.winner)
        winners[state.winner] += 1
    assert winners["investigators"] >= INVESTIGATOR_WINS and winners["keeper"] >= KEEPER_WINS, winners


def test_one_to_three_investigators_finish_with_listed_commands() -> None:
    """1, 2 and 3 investigators over a few seeds each: every match ends, every command accepted."""
    for seed in range(6):
        state, _ = play(seed, 1 + seed % 3)
        assert state.winner in ("keeper", "investigators"), (seed, state.winner)


def test_investigators_reach_the_objective_against_a_keeper_that_never_acts() -> None:
    """The investigators' bot alone (the keeper passes everything, so no monster moves or strikes):
    following the clue chain, opening locks, searching and carrying the objective's item, they win
    most of ``PASSIVE_SEEDS`` (11 of 12 measured on the redesigned scenario; 8 before it)."""
    winners = Counter(play(seed, 1 + seed % 4, keeper=passive)[0].winner for seed in PASSIVE_SEEDS)
    assert winners["investigators"] >= len(PASSIVE_SEEDS) // 2, winners


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
    for count in (1, 2, 3, 4):
        print(count, sorted(win_rates(range(100), count).items()))
