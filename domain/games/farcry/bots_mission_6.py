"""The heuristic's turn in a mission with two zones and allies to get out (mission 6, "Sale besogne",
L2011-2075).

`bots.heuristic` hands a character's turn here when the mission has zones (`tactical.bunker`), and asks
`ally_step` for the Rakyats' moves once their attacks are spent. The plan, on public information only
(what a face-down door hides is never read):

* free the caged Rakyat (its cage is in the bunker: walk beside the cage and open it by hand) and
  turn the face-down door tiles until the second Rakyat shows, the nearest work first (1 MP spent on
  a door that shows a guard dog is the price of not knowing);
* then escort: stay by the Rakyats and shoot what comes near them (a Berserker too: nothing here
  rewards killing it last), never stopping on the exit (a character there leaves the mission); an
  escort standing on a Rakyat's one-hex way out leads the way off it (`_off_lane`); fire on the way
  is walked through at a cost (`BURN_COST`) while it leaves `BURN_FLOOR` HP, not waited behind;
* on the way each character drinks, bandages and shoots as `bots` does; a goal in the other zone is
  reached through the nearest bunker door whose far hex is free (stand on its hex, then "interact" for
  2 MP);
* the Rakyats (controlled allies) attack whenever they can (`bots._ally_attack`), then walk to the exit
  by path, through a door when they are in the bunker (`ally_step`), but only beside an escort while
  enemies are near (`_covered`).

Distances are path lengths over the board as it stands (`paths.path_lengths`): walls separate the
zones, so a hex of the other zone is never "near".
"""

from __future__ import annotations

from types import ModuleType
from typing import TYPE_CHECKING

from domain.contract import Command, LegalAction
from domain.games.farcry import rules
from domain.games.farcry.content import CONTENT
from domain.games.farcry.content.layout import to_hex
from domain.games.farcry.state import CharacterState, FarCryState, UnitState
from domain.games.farcry.tactical import bunker, zones
from domain.games.farcry.tactical.hexes import Hex, distance, neighbours
from domain.games.farcry.tactical.paths import path_lengths

if TYPE_CHECKING:
    from domain.games.farcry import bots as base
else:
    base = None
"""The heuristic's module (`bots`), bound by it when it loads (`bind`), as for `bots_mission_4`."""


def bind(module: ModuleType) -> None:
    globals()["base"] = module


RAKYAT_GUARD = 3.0
"""What a shot at a unit beside a Rakyat adds to its score (a dead Rakyat fails the mission)."""
ESCORT_STOP = 2
"""How near the Rakyat it escorts a character stops (room for the Rakyat to walk)."""
LANE_COST = 3
"""What standing on a Rakyat's way out costs an escort (in MP of progress)."""
LANE_LENGTH = 6
"""How far along a Rakyat's way out the escort keeps off."""
ESCORT_RANGE = 4
"""How near a character a Rakyat keeps while enemies are about (`_covered`)."""
DANGER_RANGE = 4
"""How near an enemy of its zone makes a Rakyat wait for its escort."""
PROVOKED_COST = 3.0
"""How many MP of progress a free attack provoked on the way is worth avoiding (MV-14)."""
BURN_COST = 2.0
"""How many MP of progress a point of damage on the way (fire) is worth avoiding: a fire across the
only way to a door or an escort is walked through rather than waited behind to the last round."""
BURN_FLOOR = 4
"""The HP a character keeps after a move through fire (it never walks into its own K.O.)."""


def rakyats(s: FarCryState) -> list[UnitState]:
    """The mission's Rakyats on the board (caged or free)."""
    return [u for u in s.units if u.unit == bunker.RESCUED and u.at is not None]


def _caged(s: FarCryState) -> Hex | None:
    return next((u.at for u in rakyats(s) if u.caged), None)


def _hidden_one(s: FarCryState) -> bool:
    """A Rakyat is still behind a face-down door: fewer have shown up than the mission has (public:
    the enemy list is printed, L2063)."""
    total = sum(1 for e in CONTENT.missions[s.mission].enemies if e.unit == bunker.RESCUED)
    seen = len(rakyats(s)) + s.out.count(bunker.RESCUED)
    return seen < total


def _doors(s: FarCryState) -> list[Hex]:
    return [t.at for t in s.tiles if t.kind == "bunker_door"]


def _sides(s: FarCryState, zone: zones.Zone, *, open_only: bool = False) -> list[Hex]:
    """The passages' hexes on the ``zone`` side; ``open_only``: those whose far side is free (a door
    whose far hex a Rakyat or an enemy holds lets nobody through: the other door is the way), unless
    every door is held."""
    out, free = [], []
    taken = {u.at for u in s.units if u.at is not None} | {c.at for c in s.characters if c.at is not None}
    for p in CONTENT.missions[s.mission].passages:
        inside, outside = to_hex(p.inside), to_hex(p.outside)
        here, there = (inside, outside) if zone == "bunker" else (outside, inside)
        out.append(here)
        if there not in taken:
            free.append(here)
    return free if open_only and free else out


def _targets(s: FarCryState) -> list[Hex]:
    """The hexes the team works toward: the cage, the face-down doors while a Rakyat hides, the Rakyats."""
    cage = _caged(s)
    work = [cage] if cage is not None else []
    if _hidden_one(s):
        work += _doors(s)
    if work:
        return work
    free = [u for u in rakyats(s) if u.at is not None]
    if not free:
        return []
    exits = [t.at for t in s.tiles if t.kind == "exit"]
    outside = [u for u in free if zones.zone_of(s, u.at or Hex(0, 0)) == "outside"]
    if len(outside) < len(free) or not exits:  # the one still in the bunker first: it has farthest to go
        inside = [u.at for u in free if u not in outside and u.at is not None]
        waiting = [p for p in CONTENT.missions[s.mission].passages if to_hex(p.inside) in inside]
        if waiting:  # at a door, it waits for an escort on the other side: go through first
            return [to_hex(p.outside) for p in waiting]
        return inside
    return [max(outside, key=lambda u: min(distance(u.at or e, e) for e in exits)).at or exits[0]]


def _occupied(s: FarCryState, c: CharacterState) -> set[Hex]:
    units = {u.at for u in s.units if u.at is not None}
    return units | {o.at for o in s.characters if o.at is not None and o is not c and not o.exited}


def _goals(s: FarCryState, c: CharacterState) -> tuple[list[Hex], int]:
    """Where ``c`` heads and how near it stops: the work in its zone, else the door to the other zone."""
    assert c.at is not None
    here = zones.zone_of(s, c.at)
    work = _targets(s)
    mine = [h for h in work if zones.zone_of(s, h) == here]
    if mine:
        escorting = _caged(s) is None and not (_hidden_one(s) and _doors(s))
        return mine, ESCORT_STOP if escorting else 1
    if work:
        return _sides(s, here, open_only=True), 0
    return [], 0


def _go(s: FarCryState, c: CharacterState, action: LegalAction) -> Command | None:
    """The reachable hex that brings ``c`` nearest its goal by path (provoked free attacks weighed)."""
    assert c.at is not None
    goals, stop = _goals(s, c)
    if not goals:
        return None
    dist = path_lengths(rules.ground_now(s), goals, _occupied(s, c) - set(goals))
    far = 10 * len(dist) + 100

    lane = _lane(s) if stop > 1 else set()
    exits = {t.at for t in s.tiles if t.kind == "exit"}
    off: dict[Hex, int] | None = None
    if c.at in lane:  # it stands on a Rakyat's way out (a one-hex lane): it leads the way off it
        off = path_lengths(rules.ground_now(s), _off_lane(s, lane, exits), _occupied(s, c))

    def gap(h: Hex) -> int:  # an escort keeps `stop` away, never boxing the Rakyat in nor on its way out
        if off is not None:
            return off.get(h, far)
        d = dist.get(h, far)
        return (abs(d - stop) if stop > 1 else max(stop, d)) + (LANE_COST if h in lane else 0)

    moves = {h: r for h, r in rules.moves_for(s, c).items() if h not in exits}  # an escort stays in
    here = gap(c.at)
    best: tuple[float, int, Hex] | None = None
    for h, r in moves.items():
        if r.damage and c.hp - r.damage < BURN_FLOOR:
            continue
        value = gap(h) + PROVOKED_COST * r.provoked + BURN_COST * r.damage
        if best is None or (value, r.mp) < best[:2]:
            best = (value, r.mp, h)
    if best is None or best[0] >= here:
        return None
    return base._command(action, to=rules.hex_key(best[2]))


def _objects(s: FarCryState, c: CharacterState, by: dict[str, list[LegalAction]]) -> Command | None:
    """Open the cage beside, turn a door beside while a Rakyat hides, go through a door when the work
    is in the other zone."""
    assert c.at is not None
    cage = _caged(s)
    goals, _ = _goals(s, c)
    for a in by.get("interact", []):
        at = Hex(*a.fixed["at"])
        kind = next((t.kind for t in s.tiles if t.at == at), None)
        if kind == "cage" and at == cage:
            return base._command(a)
        if kind == "bunker_door" and _hidden_one(s):
            return base._command(a)
        if kind == "bunker_passage" and c.at in goals:
            return base._command(a)
    return None


def turn(s: FarCryState, c: CharacterState, by: dict[str, list[LegalAction]]) -> Command | None:
    """``c``'s next command in a two-zone mission (``None``: nothing listed helps)."""
    potion = base._potion(s, c, by)
    if potion is not None:
        return potion
    bandage = base._bandage(s, by)
    if bandage is not None:
        return bandage
    used = _objects(s, c, by)
    if used is not None:
        return used
    scored = [
        (score + (RAKYAT_GUARD if a.fixed["targets"] and near_rakyat(s, Hex(*a.fixed["targets"][0]["at"])) else 0), a)
        for a in by.get("attack", [])
        if (score := base._attack_score(s, a, berserker_last=False)) is not None
    ]
    impulse = base._impulse(s, c, by, bool(scored))
    if impulse is not None:
        return impulse
    if scored:
        _, best = max(scored, key=lambda x: x[0])
        boost = base._boost_talent(s, c, by, best)
        return boost if boost is not None else base._command(best)
    upkeep = base._upkeep(s, c, by)
    if upkeep is not None:
        return upkeep
    for a in by.get("move_to", []):
        if not a.fixed.get("careful"):
            move = _go(s, c, a)
            if move is not None:
                return base._slide_first(c, by) or move
    takedown = base._takedown(s, c, by, early=False)
    if takedown is not None:
        return takedown
    if (
        by.get("reload")
        and not c.attacked
        and any(base._short(w.weapon, w.ammo, w.accessories) for w in c.weapons if w.place == "hand")
    ):
        return base._command(by["reload"][0])
    for a in by.get("end_turn", []):
        return base._command(a)
    return None


def ally_step(s: FarCryState, actions: list[LegalAction]) -> Command | None:
    """A Rakyat's step toward the exit by path (through a door from the bunker) when it brings it
    nearer; the first ally that can progress moves."""
    exits = [t.at for t in s.tiles if t.kind == "exit"]
    if not exits:
        return None
    moves = [a for a in actions if a.action == "ally_move"]
    for u in rakyats(s):
        if u.caged or u.at is None:
            continue
        mine = [a for a in moves if a.fixed["ally"] == u.uid]
        if not mine:
            continue
        through = bunker.ally_crossing(s, u)
        if zones.zone_of(s, u.at) == "bunker":
            if through is not None and _covered(s, through):
                return base._command(next(a for a in mine if Hex(*a.fixed["path"][0]) == through))
            goals = _sides(s, "bunker", open_only=True)
        else:
            goals = exits
        taken = {x.at for x in s.units if x.at is not None and x is not u}
        taken |= {c.at for c in s.characters if c.at is not None}
        dist = path_lengths(rules.ground_now(s), goals, taken - set(goals), acrobatic=False)
        here = dist.get(u.at, 999)
        best = min(
            (
                (dist.get(Hex(*a.fixed["path"][0]), 999), a)
                for a in mine
                if not a.fixed.get("careful") and _covered(s, Hex(*a.fixed["path"][0]))
            ),
            key=lambda x: x[0],
            default=None,
        )
        if best is not None and best[0] < here:
            return base._command(best[1])
    return None


def _off_lane(s: FarCryState, lane: set[Hex], exits: set[Hex]) -> list[Hex]:
    """The hexes an escort standing on a Rakyat's way out makes for: free walkable hexes of its zone
    off the way and off the exit."""
    ground = rules.ground_now(s)
    taken = rules.occupied(s)
    return [h for h in ground.hexes if ground.walkable(h) and h not in lane and h not in exits and h not in taken]


def _lane(s: FarCryState) -> set[Hex]:
    """The hexes of the free Rakyats' ways out (to the exit, or to a door from the bunker), as if no
    character stood there: the escort keeps off them."""
    exits = [t.at for t in s.tiles if t.kind == "exit"]
    out: set[Hex] = set()
    ground = rules.ground_now(s)
    for u in rakyats(s):
        if u.caged or u.at is None or not exits:
            continue
        goals = exits if zones.zone_of(s, u.at) == "outside" else _sides(s, "bunker")
        dist = path_lengths(ground, goals, set(), acrobatic=False)
        here = u.at
        for _ in range(LANE_LENGTH):
            nexts = [n for n in neighbours(here) if dist.get(n, 999) < dist.get(here, 999)]
            if not nexts:
                break
            here = min(nexts)
            out.add(here)
    return out


def _covered(s: FarCryState, at: Hex) -> bool:
    """A Rakyat steps to ``at`` only with a character in play within `ESCORT_RANGE`, or with no enemy
    of that zone within `DANGER_RANGE` (alone among the enemies it dies, and the mission with it)."""
    if any(
        c.at is not None and rules.in_play(c) and distance(c.at, at) <= ESCORT_RANGE and zones.same_zone(s, c.at, at)
        for c in s.characters
    ):
        return True
    return not any(
        u.at is not None and distance(u.at, at) <= DANGER_RANGE and zones.same_zone(s, u.at, at)
        for u in s.units
        if CONTENT.units[u.unit].side == "enemy"
    )


def near_rakyat(s: FarCryState, at: Hex) -> bool:
    """Whether ``at`` is beside a Rakyat (a shot there protects it)."""
    return any(u.at is not None and at in neighbours(u.at) for u in rakyats(s))
