"""What a unit walking onto a hex sets off: a mine (MV-25, TI-18), Komodo nests (TI-13, R-F-41) and
the Amanites (TI-12, `amanites`).

Called after every movement of players, allies and enemies (steps and jump arrivals; a push or a zip
line ride is no walk). The nest's die is not in the text (R-F-41): the orange die, 3 in 6, designed.
A character whose own walk hatches a nest may re-roll its die with Coup de chance (L1309, `luck`).
"""

from __future__ import annotations

from domain.games.farcry import events as ev
from domain.games.farcry.context import Flow
from domain.games.farcry.evolve_combat import Work
from domain.games.farcry.state import HeldDie
from domain.games.farcry.tactical import acid, amanites, dice, ink, luck
from domain.games.farcry.tactical.hexes import Hex, area
from domain.games.farcry.tactical.placement import place_at
from domain.games.farcry.tactical.statuses import damage
from domain.rng import Rng

MINE_DAMAGE = 3
"""MV-25 (L1436): "elle prend 3 points de dégâts"."""
NEST_DIE: dice.DieKind = "orange"
"""R-F-41: the nest's die is lost from the text; the orange die (3 in 6) hatches, designed."""
NEST_UNIT = "komodo_dragon"


def stepped_on(f: Flow, rng: Rng, who: str, at: Hex) -> None:
    """``who`` walked onto ``at``: a mine there goes off (3 damage, the mine discarded), then the
    nests and the Amanites (`nests_then_amanites`). A suspension bridge there rolls its die first
    (TI-5, `acid.stepped_on`)."""
    acid.stepped_on(f, rng, who, at)
    ink.stepped_on(f, who, at)  # M5: a character absorbs an ink puddle (designed)
    mine = next((t for t in f.s.tiles if t.at == at and t.kind == "mine"), None)
    if mine is not None:
        work = Work(f.s)
        work.emit(ev.TileDestroyed(at=at, kind="mine"))
        damage(work, who, MINE_DAMAGE, "mine")
        f.emit(*work.events)
    nests_then_amanites(f, rng, who, at)


def nests_then_amanites(f: Flow, rng: Rng, who: str, at: Hex) -> None:
    """Every Komodo nest on ``at`` or beside it is rolled for and removed, a symbol putting a Komodo
    dragon in its place (the nearest free hex when the walker stands on it, TI-15); then the Amanites
    on ``at``. A hatching die stops here for the walker's Coup de chance (`luck`); `hatch` goes on."""
    near = set(area(at, 1))
    for nest in sorted(t.at for t in f.s.tiles if t.kind == "komodo_nest" and t.at in near):
        roll = dice.roll(NEST_DIE, rng)
        f.emit(ev.NestRolled(at=nest, roll=roll))
        held = HeldDie(cause="nest", die=NEST_DIE, roll=roll, at=nest, walked=at)
        offered = luck.offer(f.s, who, held) if roll.symbol else None
        if offered is not None:
            f.emit(offered)
            return
        if roll.symbol:
            place_at(f, NEST_UNIT, nest)
    if any(t.at == at and t.kind == "amanites" for t in f.s.tiles):
        amanites.trigger(f, rng, who, at)


def hatch(f: Flow, rng: Rng, who: str, held: HeldDie, reroll: bool) -> None:
    """The nest held for Coup de chance: its die rolled again if ``reroll``, the dragon on a symbol,
    then the walk's other nests and Amanites."""
    assert held.at is not None and held.walked is not None
    roll = held.roll
    if reroll:
        roll = dice.roll(held.die, rng)
        f.emit(ev.NestRerolled(at=held.at, by=who, roll=roll))
    if roll.symbol:
        place_at(f, NEST_UNIT, held.at)
    nests_then_amanites(f, rng, who, held.walked)
