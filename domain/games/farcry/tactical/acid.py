"""Acid pools, collapsing platforms, suspension bridges and a relic to carry out (mission 4, L1917-1941).

All of it is driven by the mission's data, so another mission may reuse it: printed acid hexes (`A` on
a board, TI-16), the ``platforms`` a round board's `CollapsePlatform` brings down in their printed order
(R-F-72), ``suspension_bridge`` tiles laid over acid (TI-5) and the ``relic`` weapon card lying on the
board (the Silver Dragon token).

* A unit that falls into the acid dies and is removed, whatever its HP (TI-16, L2295-2297): a character
  is K.O. for the rest of the mission (R-F-47), an animal dies rather than flees. The source is
  ``"acid"`` (R-F-30): a zip-liner's push into it is their direct action (R-F-16: madness, M4's "Melting
  pot"); a collapse or a broken bridge is nobody's.
* From the round the op names, one platform collapses per round (R-F-72): its hexes become acid, the
  bridges touching it fall, and every tile, token and unit on them goes (L1925-1929).
* Each step onto a suspension bridge rolls the black die (R-F-41, designed: 1 in 6); a symbol breaks it.
  A unit moving on is safe; one whose move ends on the broken bridge falls (L2209-2211): `sweep` runs
  after every action and every enemy activation's end, once the mover has stopped.
* The relic is lost when it lies on no hex and no character still in play carries it (L1941: the token
  or its bearer in the acid; designed: a bearer K.O. otherwise loses it too, nobody can take it from
  them): the mission fails at once (R-F-68: the primary has become impossible).
"""

from __future__ import annotations

from domain.games.farcry import events as ev
from domain.games.farcry.content import CONTENT
from domain.games.farcry.content.layout import to_hex
from domain.games.farcry.content.schema import CollapsePlatform, Platform
from domain.games.farcry.context import Flow
from domain.games.farcry.evolve_combat import Work
from domain.games.farcry.state import FarCryState
from domain.games.farcry.tactical import dice, stress
from domain.games.farcry.tactical.board import BRIDGE_TILES, acid, mission_map
from domain.games.farcry.tactical.hexes import Hex, neighbours
from domain.games.farcry.tactical.statuses import damage, hp_of
from domain.rng import Rng

BRIDGE_DIE: dice.DieKind = "black"
"""R-F-41: the suspension bridge's die is lost from the text; the black die (1 in 6) breaks it, designed."""


def acid_now(s: FarCryState) -> frozenset[Hex]:
    """The acid hexes as the board stands now (printed acid not bridged, collapsed platforms)."""
    return acid(mission_map(s.mission), {t.at: t.kind for t in s.tiles})


def standing_platforms(s: FarCryState) -> list[Platform]:
    """The mission's platforms not yet collapsed, in their collapse order (a collapsed one is acid)."""
    sunk = {t.at for t in s.tiles if t.kind == "acid"}
    return [p for p in CONTENT.missions[s.mission].platforms if not any(to_hex(c) in sunk for c in p.cells)]


def collapse(f: Flow, op: CollapsePlatform) -> None:
    """R-F-72 (L1917): from ``op.from_round``, the next standing platform collapses; everything on it or
    on a bridge touching it falls into the acid (L1925-1929)."""
    left = standing_platforms(f.s)
    if f.s.round < op.from_round or not left:
        return
    platform = left[0]
    hexes = [to_hex(c) for c in platform.cells]
    on = set(hexes)
    bridges = sorted(t.at for t in f.s.tiles if t.kind in BRIDGE_TILES and any(n in on for n in neighbours(t.at)))
    falling = on | set(bridges)
    victims = [c.character for c in f.s.characters if c.at in falling and not c.exited and not c.ko]
    victims += [u.uid for u in f.s.units if u.at in falling]
    f.emit(ev.PlatformCollapsed(platform=platform.id, hexes=hexes, bridges=bridges))
    for who in victims:
        sink(f, who, None)


def sink(f: Flow, who: str, by: str | None) -> None:
    """TI-16 (L2295-2297): ``who`` falls into the acid and dies whatever its HP; ``by`` the zip-liner
    whose push it was (R-F-16), else nobody."""
    work = Work(f.s)
    state = work.state
    if any(c.character == who for c in state.characters):
        damage(work, who, hp_of(state, who), "acid", by)
    else:
        u = next((u for u in state.units if u.uid == who), None)
        if u is None:
            return
        if u.stunned or u.caged or u.hp == 0:
            work.emit(ev.UnitRemoved(who=who, why="killed", source="acid", by=by))
        else:
            work.emit(ev.Damaged(who=who, amount=u.hp, source="acid", by=by))
            work.emit(ev.UnitRemoved(who=who, why="killed", source="acid", by=by))
            stress.killed(work, u.unit, who, "acid", by)
    f.emit(*work.events)


def stepped_on(f: Flow, rng: Rng, who: str, at: Hex) -> None:
    """TI-5 (L2209): ``who`` stepped onto ``at``; a suspension bridge there rolls the black die, a
    symbol breaks it (the unit goes on safely if it keeps moving, `sweep`)."""
    if not any(t.at == at and t.kind in BRIDGE_TILES for t in f.s.tiles):
        return
    roll = dice.roll(BRIDGE_DIE, rng)
    f.emit(ev.BridgeRolled(who=who, at=at, roll=roll))
    if roll.symbol:
        f.emit(ev.TileDestroyed(at=at, kind="suspension_bridge"))


def sweep(f: Flow) -> None:
    """L2211: a unit whose move ended on a hex that is acid now (its bridge broke under it) falls."""
    pool = acid_now(f.s)  # printed acid and collapsed platforms alike (`board.acid`)
    if not pool:
        return
    for c in f.s.characters:
        if c.at in pool and not c.exited and not c.ko:
            sink(f, c.character, None)
    for u in list(f.s.units):
        if u.at in pool:
            sink(f, u.uid, None)


def relic_lost(s: FarCryState) -> bool:
    """L1941: the mission's relic lies on no hex and no character still in play carries it."""
    relic = CONTENT.missions[s.mission].relic
    if relic is None:
        return False
    if any(t.kind == relic for t in s.dropped):
        return False
    return not any(
        not c.ko and any(w.weapon == relic and w.place != "save_bag" for w in c.weapons) for c in s.characters
    )


def escaped_with(s: FarCryState, weapon: str) -> bool:
    """R-F-72: a character carrying ``weapon`` left by an exit."""
    return any(c.exited and any(w.weapon == weapon for w in c.weapons) for c in s.characters)
