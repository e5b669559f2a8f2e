"""What a hit does to a tile or printed cover (L2167-2301; TI-1, TI-3, TI-4, TI-6, TI-7, TI-8, TI-17;
R-F-23, R-F-24, R-F-40). What a step sets off (mines, nests) is `traps`.

A tile takes damage only from an attack that hits it, directly or through the cover die; explosions,
Enflammer and coconuts hurt units only (R-F-24), so a barrel never sets off its neighbour. The red
barrel's "1 HP" is designed data: it explodes on any hit.
"""

from __future__ import annotations

from domain.games.farcry import events as ev
from domain.games.farcry.content import CONTENT
from domain.games.farcry.evolve_bunker import GUN, GUN_HP
from domain.games.farcry.evolve_combat import Work
from domain.games.farcry.rules import ground_now
from domain.games.farcry.state import FarCryState, TileState
from domain.games.farcry.tactical import stress
from domain.games.farcry.tactical.board import COVER_TILES, mission_map
from domain.games.farcry.tactical.hexes import Hex, neighbours
from domain.games.farcry.tactical.statuses import damage, hp_of, set_fire, units_on
from domain.rng import Rng

BARREL_DAMAGE = 2
"""TI-1 (L2173): "Toutes les unités adjacentes prennent 2 dégâts"."""
COCONUT_DAMAGE = 1
"""TI-6 (L2215)."""


def _hp(kind: str) -> int:
    """A destructible tile's hit points (CB-37, L1012: its effect at that many damage tokens)."""
    return next(t.hp or 0 for t in CONTENT.box.tiles if t.id == kind)


def tile_at(state: FarCryState, at: Hex) -> TileState | None:
    return next((t for t in state.tiles if t.at == at), None)


def kind_at(state: FarCryState, at: Hex) -> str | None:
    """The tile on a hex, else its printed terrain when that is a cover (a printed coconut tree)."""
    tile = tile_at(state, at)
    if tile is not None:
        return tile.kind
    terrain = mission_map(state.mission).terrain.get(at)
    return terrain if terrain in ("rock", "tree", "coconut_tree") else None


def occupied(state: FarCryState, at: Hex) -> bool:
    """A unit or a cover stands there (fire and traversable tiles do not count)."""
    return bool(units_on(state, {at}, caged=False)) or kind_at(state, at) in COVER_TILES


def hit(work: Work, at: Hex, amount: int, by: str | None, rng: Rng) -> None:
    """A hit lands on the tile or cover at ``at`` (R-F-23, R-F-24, CB-37): its effect triggers."""
    kind = kind_at(work.state, at)
    if kind is None or kind in ("rock", "tree"):
        return  # TI-7: indestructible, nothing happens
    if kind == "coconut_tree":
        for who in units_on(work.state, set(neighbours(at))):
            damage(work, who, COCONUT_DAMAGE, "coconut", by)
        return
    if kind == "cage":
        _open_cage(work, at)
        return
    tile = tile_at(work.state, at)
    if tile is None:
        return
    work.emit(ev.TileDamaged(at=at, kind=kind, amount=amount, by=by))
    if kind == "red_barrel":
        explode(work, at, by)
    elif kind == "crate" and tile.damage >= _hp("crate"):
        box = work.state.loot_box
        loot = box[rng.below(len(box))] if box else None
        work.emit(ev.TileDestroyed(at=at, kind=kind, loot=loot))
    elif kind == "stone_pillar" and tile.damage >= _hp("stone_pillar"):
        collapse(work, at, by)
    elif kind == GUN and tile.damage >= GUN_HP and tile.damage - amount < GUN_HP:
        gun_broken(work, at)
    elif kind == "vine_wall":
        for wall in vine_group(work.state, at):
            work.emit(ev.TileDestroyed(at=wall, kind="vine_wall"))


def gun_broken(work: Work, at: Hex) -> None:
    """TI-2 (L2191): the machine gun at 6 damage or more is unusable (`evolve_bunker.gun_seat`) and
    stays as a plain cover; its occupant is put on a free adjacent hex (designed: the first in board
    order that can be walked on; 0 MP, a placement, so no trap nor free attack), a character without
    its Machine-gun card (`GunBroken`)."""
    state = work.state
    who = next((c.character for c in state.characters if c.at == at and not c.exited), None)
    if who is None:
        who = next((u.uid for u in state.units if u.at == at), None)
    if who is None:
        work.emit(ev.GunBroken(at=at))
        return
    board = mission_map(state.mission)
    taken = {c.at for c in state.characters if c.at is not None and not c.exited}
    taken |= {u.at for u in state.units if u.at is not None}
    ground = ground_now(state)
    free = [
        h
        for h in sorted(neighbours(at))
        if h in board.terrain and ground.walkable(h) and h not in taken and ground.crossable(at, h)
    ]
    work.emit(ev.GunBroken(at=at, who=who, to=free[0] if free else None))  # none free: it stays on the tile


def collapse(work: Work, at: Hex, by: str | None) -> None:
    """TI-3, R-F-40 (L2197-2199): the pillar goes, rubble covers its hex and every adjacent hex of the
    board (walls and chasms take none), and every unit there dies: a character is K.O. for the rest of
    the mission (R-F-47), a stunned enemy is removed too. Rubble kills, so an animal dies rather than
    flees."""
    board = mission_map(work.state.mission)
    hexes = [h for h in [at, *neighbours(at)] if h in board.terrain and board.terrain[h] not in ("wall", "chasm")]
    victims = [c.character for c in work.state.characters if c.at in hexes and not c.exited and not c.ko]
    victims += [u.uid for u in work.state.units if u.at in hexes]
    work.emit(ev.RubbleFell(at=at, hexes=hexes))
    for who in victims:
        crush(work, who, by)


def crush(work: Work, who: str, by: str | None) -> None:
    """A unit under rubble dies whatever its HP (R-F-40)."""
    state = work.state
    if any(c.character == who for c in state.characters):
        damage(work, who, hp_of(state, who), "rubble", by)
        return
    u = next((u for u in state.units if u.uid == who), None)
    if u is None:
        return
    if u.stunned or u.caged or u.hp == 0:
        work.emit(ev.UnitRemoved(who=who, why="killed", source="rubble", by=by))
        return
    work.emit(ev.Damaged(who=who, amount=u.hp, source="rubble", by=by))
    work.emit(ev.UnitRemoved(who=who, why="killed", source="rubble", by=by))
    stress.killed(work, u.unit, who, "rubble", by)


def vine_group(state: FarCryState, at: Hex) -> list[Hex]:
    """TI-17 (L2301): the damaged vine wall and, in a chain reaction, every vine wall touching the group."""
    walls = {t.at for t in state.tiles if t.kind == "vine_wall"}
    group, todo = [at], [at]
    while todo:
        here = todo.pop()
        for h in neighbours(here):
            if h in walls and h not in group:
                group.append(h)
                todo.append(h)
    return group


def explode(work: Work, at: Hex, by: str | None) -> None:
    """TI-1 (L2169-2175): 2 damage to every adjacent unit, the tile removed, fire on its hex and every
    adjacent hex. An explosion is no direct action (MD-5); ``by`` stays for objectives (R-F-30)."""
    work.emit(ev.TileDestroyed(at=at, kind="red_barrel"))
    for who in units_on(work.state, set(neighbours(at))):
        damage(work, who, BARREL_DAMAGE, "explosion", by)
    set_fire(work, [at, *neighbours(at)])


def _open_cage(work: Work, at: Hex) -> None:
    """TI-8 (L2227-2231): the captive goes to an adjacent free hex. The red arrow is not in the board
    data yet, so the first free neighbour (in `neighbours` order) stands for it; R-F-43's choice by
    the players when it is occupied is not prompted yet."""
    captive = next((u for u in work.state.units if u.caged and u.at == at), None)
    if captive is None:
        return
    board = mission_map(work.state.mission)
    free = [
        h
        for h in neighbours(at)
        if h in board.terrain and board.terrain[h] not in ("wall", "chasm") and not occupied(work.state, h)
    ]
    if free:
        work.emit(ev.CageOpened(at=at, unit=captive.uid, to=free[0]))


def open_cage(work: Work, at: Hex) -> None:
    """TI-8 (L2225): the cage opened by hand (MV-1, 1 MP from an adjacent hex), as a hit opens it."""
    _open_cage(work, at)


def caged_at(state: FarCryState, at: Hex) -> bool:
    """A captive is still inside the cage at ``at`` (an empty cage has nothing left to open)."""
    return any(u.caged and u.at == at for u in state.units)
