"""A mission-0 state set up for real (`setup.start` folded by `evolve`), then cleared to stage a fight.

Mission 0's west side (boards M1A/M1B) is open ground: rows 2-5 of the odd-r drawing, with a printed
coconut tree at offset (2, 3) and a rock at (4, 5). Tests place characters, units and tiles on it in
axial coordinates; `seed_where` searches seeds until the real dice give the outcome a test is about,
so no die is ever forced.
"""

from __future__ import annotations

from collections.abc import Callable

from domain.contract import Event
from domain.games.farcry import evolve_combat
from domain.games.farcry.content import CONTENT
from domain.games.farcry.evolve import evolve
from domain.games.farcry.options import FarCryOptions
from domain.games.farcry.setup import start
from domain.games.farcry.state import CharacterState, FarCryState, TileState, UnitState, copy_state
from domain.games.farcry.tactical.hexes import Hex
from domain.rng import Rng


def arena(seats: int = 2, seed: int = 1) -> FarCryState:
    """Mission 0 for ``seats`` with no enemy and no tile left on the board; characters off the board."""
    state: FarCryState | None = None
    for e in start(FarCryOptions(seats=seats), Rng(seed)):
        state = evolve(state, e)
    assert state is not None
    state.units, state.chain, state.tiles, state.loot, state.leaves = [], [], [], [], []
    for c in state.characters:
        c.at = None
    return state


def put(state: FarCryState, who: str, at: Hex, *, hp: int | None = None) -> None:
    """Place a character (by id) or a new enemy ("decapiteur-red") on a hex."""
    c = hero(state, who)
    if c is not None:
        c.at = at
        if hp is not None:
            c.hp = hp
        return
    kind, colour = who.rsplit("-", 1)
    board = CONTENT.units[kind]
    state.units.append(UnitState(uid=who, unit=kind, colour=colour, at=at, hp=board.hp if hp is None else hp))
    state.chain.append(who)


def tile(state: FarCryState, kind: str, at: Hex) -> None:
    state.tiles.append(TileState(kind=kind, at=at))


def hero(state: FarCryState, who: str) -> CharacterState | None:
    return evolve_combat.character(state, who)


def foe(state: FarCryState, who: str) -> UnitState | None:
    return evolve_combat.unit(state, who)


def replay(state: FarCryState, events: list[Event]) -> FarCryState:
    """Fold events onto a copy, as the engine's evolve will."""
    out = copy_state(state)
    for e in events:
        evolve_combat.apply(out, e)
    return out


def of(events: list[Event], kind: type[Event]) -> list[Event]:
    return [e for e in events if isinstance(e, kind)]


def seed_where(decide: Callable[[Rng], list[Event]], wanted: Callable[[list[Event]], bool]) -> list[Event]:
    """The events of the first seed whose real dice give the wanted outcome."""
    for seed in range(500):
        events = decide(Rng(seed))
        if wanted(events):
            return events
    raise AssertionError("no seed in 0-499 gives that outcome")
