"""Helpers for the engine tests: a fresh mission 0 state, acting through `decide`, and set-ups.

Situations are made by editing a copy of a real state (a character put beside an enemy, a token of a
known kind), then every action goes through the engine's `decide` and `evolve`, as the service runs them.
"""

from __future__ import annotations

from domain.contract import Command, Event, RuleViolation
from domain.games.farcry.engine import FarCryEngine
from domain.games.farcry.options import FarCryOptions
from domain.games.farcry.state import CharacterState, FarCryState, UnitState
from domain.games.farcry.tactical.hexes import Hex
from domain.rng import Rng

ENGINE = FarCryEngine()
QUIET_WHEN = ["quand_rien_1", "quand_rien_2", "quand_rien_3", "quand_rien_4", "quand_rien_5", "quand_rien_6"] * 2
"""A "Quand" pile with no "C'est le moment !" (so no unit arrives unless a test wants one)."""


def fold(events: list[Event], state: FarCryState | None = None) -> FarCryState:
    s = None if state is None else ENGINE.clone(state)
    for e in events:
        s = ENGINE.evolve(s, e)
    assert s is not None
    return s


def new(seats: int = 2, seed: int = 1, quiet: bool = True) -> FarCryState:
    """Mission 0 at the start of the first players' turn; ``quiet``: set up with seed ``seed`` whose
    round 1 turned no "C'est le moment !" card (the anecdote pile is then emptied of them)."""
    s = fold(ENGINE.start(FarCryOptions(seats=seats), Rng(seed)))
    if quiet:
        s.anecdote_when = list(QUIET_WHEN[: len(s.anecdote_when)])
    return s


def act(s: FarCryState, seat: int | None, command: Command, rng_seed: int = 0) -> tuple[FarCryState, list[Event]]:
    out = ENGINE.decide(s, seat, command, 0.0, Rng(rng_seed))
    if isinstance(out, RuleViolation):
        raise AssertionError(f"refused: {out!r}")
    return fold(out, s), out


def refused(s: FarCryState, seat: int | None, command: Command) -> RuleViolation:
    out = ENGINE.decide(s, seat, command, 0.0, Rng(0))
    assert isinstance(out, RuleViolation), f"accepted: {out}"
    return out


def put(s: FarCryState, name: str, at: Hex) -> None:
    """Move a character or unit (test set-up only); whatever stood there is moved off the board."""
    for c in s.characters:
        if c.at == at and c.character != name:
            c.at = None
    s.units = [u for u in s.units if u.at != at or u.uid == name]
    for c in s.characters:
        if c.character == name:
            c.at = at
    for u in s.units:
        if u.uid == name:
            u.at = at


def character(s: FarCryState, name: str) -> CharacterState:
    return next(c for c in s.characters if c.character == name)


def unit(s: FarCryState, uid: str) -> UnitState:
    return next(u for u in s.units if u.uid == uid)


def clear_enemies(s: FarCryState, keep: tuple[str, ...] = ()) -> None:
    """Take every enemy but ``keep`` off the board (and out of the chain)."""
    s.units = [u for u in s.units if u.uid in keep]
    s.chain = [uid for uid in s.chain if uid in keep]
    s.reserve = []


def idle(s: FarCryState) -> None:
    """Take every unit out of the chain (they stay on the board, count as enemies left and burn):
    the round-loop tests run without enemy actions; `test_farcry_enemy_turn` plays them."""
    s.chain = []


def answer_choices(s: FarCryState, rng_seed: int = 0) -> tuple[FarCryState, list[Event]]:
    """While an enemy's move waits for the players (EN-16, R-F-34), the first seat in play picks
    the first offered hex."""
    events: list[Event] = []
    while s.enemy_choice is not None and s.result is None:
        seat = ENGINE.status(s).to_act[0]
        action = next(a for a in ENGINE.legal_actions(s, seat) if a.action == "choose")
        value = action.params[0].choices[0].value
        s, out = act(s, seat, ENGINE.parse_command({**action.fixed, "action": "choose", "value": value}), rng_seed)
        events += out
    return s, events
