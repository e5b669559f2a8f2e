"""Movement on the hex board: standard, careful and acrobatic moves, and the routes enemies take.

Costs (inventory section 2.5): a standard step is 1 MP into a free adjacent hex (MV-2, L631); a jump
is 3 MP over exactly one obstacle or danger to the hex straight beyond (MV-9, MV-10, L657-663,
R-F-13); a zip line is 1 MP from its start hex to its end hex (MV-11, L667); a careful move pays +1 MP
per human enemy whose zone of control the step leaves (MV-16, L681-685), otherwise that enemy gets a
free attack (MV-14, L677), and moving round an enemy inside its zone costs nothing extra (MV-15, L679).
Fire (plates or tokens) can be walked into for 1 damage (R-F-14); chasms and acid are never entered;
walls are never crossed (MV-7, L641); no unit passes through another (MV-3, L633).

The search is exact under an MP budget: states are (hex, MP spent) on integer levels, and each keeps
the least (damage, zone-of-control attacks); a route is then picked per hex by the caller's order
(fastest for a player's reachable hexes, safest-then-fastest for enemies, R-F-33).
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping
from dataclasses import dataclass, field
from typing import Literal, NamedTuple

from domain.games.farcry.tactical.hexes import Hex, adjacent, neighbours, straight_beyond
from domain.games.farcry.tactical.sight import Edge, edge

STEP_MP = 1
JUMP_MP = 3
ZIP_MP = 1
CAREFUL_MP = 1
FIRE_DAMAGE = 1

MoveKind = Literal["step", "jump", "zip", "climb"]


@dataclass(frozen=True)
class Ground:
    """What movement needs to know of a board, with units excluded (they change every action).

    ``obstacles`` are thick-dotted hexes and cover tiles (jumpable, never entered, L639);
    ``pits`` chasms and acid (jumpable, never entered, R-F-14); ``fire`` fire plates and fire tokens
    (entered for 1 damage, jumpable); ``walls`` wall hexes and ``wall_edges`` wall sides (never crossed);
    ``zip_lines`` maps each start hex to its end hex (one way, TI-14).
    """

    hexes: frozenset[Hex]
    obstacles: frozenset[Hex] = frozenset()
    pits: frozenset[Hex] = frozenset()
    fire: frozenset[Hex] = frozenset()
    walls: frozenset[Hex] = frozenset()
    wall_edges: frozenset[Edge] = frozenset()
    zip_lines: Mapping[Hex, Hex] = field(default_factory=dict)
    palisades: frozenset[Edge] = frozenset()
    """M7's palisades (L2141): sides never crossed by any means (a step, a jump, a push), unlike a wall
    they do not block sight (a cover, R-F-22)."""

    def walkable(self, h: Hex) -> bool:
        """A standard move may enter ``h`` (thin-dotted ground or fire, MV-5, R-F-14)."""
        return h in self.hexes and h not in self.obstacles and h not in self.pits and h not in self.walls

    def jumpable(self, h: Hex) -> bool:
        """``h`` is one obstacle or danger a jump may clear (not a wall, MV-9, R-F-13)."""
        return h in self.hexes and h not in self.walls and (h in self.obstacles or h in self.pits or h in self.fire)

    def crossable(self, a: Hex, b: Hex) -> bool:
        """No wall edge nor palisade between adjacent ``a`` and ``b``."""
        side = edge(a, b)
        return side not in self.wall_edges and side not in self.palisades


class Move(NamedTuple):
    """One movement action of a route, as a command or an event would carry it."""

    kind: MoveKind
    to: Hex
    mp: int
    careful_for: tuple[Hex, ...]
    """Zone-of-control sources paid for (careful move), by their hex."""
    provoked: tuple[Hex, ...]
    """Zone-of-control sources left without paying: each makes a free attack (MV-14)."""


class Route(NamedTuple):
    """The best way found to a hex: total MP, damage taken on the way, free attacks provoked."""

    end: Hex
    mp: int
    damage: int
    provoked: int
    moves: tuple[Move, ...]


Order = Callable[[Route], tuple[int, ...]]


def fastest(route: Route) -> tuple[int, ...]:
    """Fewest MP, then least damage, then fewest free attacks: a player's reachable hexes."""
    return (route.mp, route.damage, route.provoked, len(route.moves))


def safest(route: Route) -> tuple[int, ...]:
    """No damage first, then fewest MP (R-F-33, the L1124 Décapiteur jumps rather than burn)."""
    return (route.damage, route.provoked, route.mp, len(route.moves))


def _left_zones(a: Hex, b: Hex, zones: Collection[Hex]) -> tuple[Hex, ...]:
    """Sources whose zone ``a`` is in and ``b`` is not (MV-14, MV-15)."""
    return tuple(sorted(z for z in zones if adjacent(a, z) and not adjacent(b, z)))


def _moves_from(
    ground: Ground, here: Hex, occupied: Collection[Hex], acrobatic: bool
) -> list[tuple[MoveKind, Hex, int, int]]:
    """(kind, destination, MP, damage) of every single movement from ``here`` ignoring zones."""
    out: list[tuple[MoveKind, Hex, int, int]] = []
    for b in neighbours(here):
        if b not in ground.hexes or not ground.crossable(here, b):
            continue
        if ground.walkable(b) and b not in occupied:
            out.append(("step", b, STEP_MP, FIRE_DAMAGE if b in ground.fire else 0))
        if acrobatic and ground.jumpable(b) and b not in occupied:
            c = straight_beyond(here, b)
            if (
                c is not None
                and ground.walkable(c)
                and c not in occupied
                and ground.crossable(b, c)
                and not (c in ground.obstacles or c in ground.pits)
            ):
                out.append(("jump", c, JUMP_MP, FIRE_DAMAGE if c in ground.fire else 0))
    end = ground.zip_lines.get(here)
    if acrobatic and end is not None and end not in occupied and ground.walkable(end):
        out.append(("zip", end, ZIP_MP, FIRE_DAMAGE if end in ground.fire else 0))
    return out


def routes(
    ground: Ground,
    start: Hex,
    budget: int,
    occupied: Collection[Hex] = (),
    zones: Collection[Hex] = (),
    *,
    acrobatic: bool = True,
    careful: bool = False,
) -> dict[tuple[Hex, int], Route]:
    """Every (hex, MP spent) reachable from ``start`` within ``budget`` MP, with its best route.

    ``occupied`` are the hexes of other units (K.O. players included, KO-1); ``zones`` the hexes of
    human enemies whose zone of control the mover triggers (players and controlled allies only,
    R-F-18); with ``careful`` every zone left is paid for in MP (MV-16), otherwise it is provoked.
    """
    blocked = set(occupied) - {start}
    best: dict[tuple[Hex, int], Route] = {(start, 0): Route(start, 0, 0, 0, ())}
    steps: dict[Hex, list[tuple[MoveKind, Hex, int, int, tuple[Hex, ...]]]] = {}
    # a hex's moves and the zones each leaves, found once: a hex is reached at many MP levels
    for spent in range(budget + 1):
        level = sorted((k, v) for k, v in best.items() if k[1] == spent)
        for (here, _), route in level:
            if here not in steps:
                steps[here] = [
                    (kind, to, mp, damage, _left_zones(here, to, zones))
                    for kind, to, mp, damage in _moves_from(ground, here, blocked, acrobatic)
                ]
            for kind, to, mp, damage, left in steps[here]:
                paid = left if careful else ()
                provoked = () if careful else left
                cost = mp + CAREFUL_MP * len(paid)
                total = spent + cost
                if total > budget:
                    continue
                move = Move(kind, to, cost, paid, provoked)
                candidate = Route(
                    to,
                    total,
                    route.damage + damage,
                    route.provoked + len(provoked),
                    (*route.moves, move),
                )
                key = (to, total)
                known = best.get(key)
                if known is None or safest(candidate) < safest(known):
                    best[key] = candidate
    return best


def reachable(
    ground: Ground,
    start: Hex,
    budget: int,
    occupied: Collection[Hex] = (),
    zones: Collection[Hex] = (),
    *,
    acrobatic: bool = True,
    careful: bool = False,
    order: Order = fastest,
) -> dict[Hex, Route]:
    """Each hex reachable within ``budget`` MP and its preferred route (the view's "reachable hexes")."""
    out: dict[Hex, Route] = {}
    for (h, _), route in routes(ground, start, budget, occupied, zones, acrobatic=acrobatic, careful=careful).items():
        if h not in out or order(route) < order(out[h]):
            out[h] = route
    return out


def path_lengths(
    ground: Ground, goals: Collection[Hex], occupied: Collection[Hex] = (), *, acrobatic: bool = True
) -> dict[Hex, int]:
    """MP from every hex to the nearest goal, ignoring budgets (target choice "by path", EN-11, R-F-33).

    Steps and jumps are symmetric, so the search runs outward from the goals; zip lines are one-way
    and are walked backwards. Goals themselves may hold a unit (the target stands there).
    """
    reverse_zip: dict[Hex, list[Hex]] = {}
    for a, b in ground.zip_lines.items():
        reverse_zip.setdefault(b, []).append(a)
    blocked = set(occupied) - set(goals)
    dist: dict[Hex, int] = {g: 0 for g in goals}
    frontier: dict[int, list[Hex]] = {0: sorted(goals)}
    level = 0
    limit = JUMP_MP * (len(ground.hexes) + 1)
    while level <= limit and frontier:
        for here in frontier.pop(level, []):
            if dist.get(here) != level:
                continue
            nexts = [(to, mp) for kind, to, mp, _ in _moves_from(ground, here, blocked, acrobatic) if kind != "zip"]
            if acrobatic:
                nexts += [(a, ZIP_MP) for a in reverse_zip.get(here, []) if a not in blocked]
            for to, mp in nexts:
                if to in blocked:
                    continue
                d = level + mp
                if d < dist.get(to, limit + 1):
                    dist[to] = d
                    frontier.setdefault(d, []).append(to)
        level += 1
    return dist


def enemy_routes(
    ground: Ground,
    start: Hex,
    goals: Collection[Hex],
    budget: int,
    occupied: Collection[Hex] = (),
    *,
    acrobatic: bool,
    towards: Collection[Hex] = (),
) -> list[Route]:
    """The routes an enemy may take towards ``goals`` (EN-14, EN-15, R-F-33), one per end hex, all
    equally good: several are the players' choice (EN-16).

    Among routes ending on a goal within the budget: no damage first, then fewest MP. If none gets
    there, the routes ending nearest to a goal by path length, then the safest. With no goal hex at
    all (the target fenced in), nearest by the terrain's path length to ``towards`` (L1108: "la case
    la plus proche possible"; units are passed by the count, they only stand in the way). Standing
    still is a route (empty moves) and is kept when nothing gets closer.
    """
    goal_set = set(goals)
    found = routes(ground, start, budget, occupied, acrobatic=acrobatic)
    arriving = [r for r in found.values() if r.end in goal_set]
    key: Callable[[Route], tuple[int, ...]]
    if arriving:
        pool, key = arriving, safest
    else:
        if goal_set:
            lengths = path_lengths(ground, goal_set, occupied, acrobatic=acrobatic)
        else:
            lengths = path_lengths(ground, set(towards), (), acrobatic=acrobatic)
        far = JUMP_MP * (len(ground.hexes) + 1)
        pool = list(found.values())

        def key(r: Route) -> tuple[int, ...]:
            return (lengths.get(r.end, far), *safest(r))

    best = min(key(r) for r in pool)
    by_end: dict[Hex, Route] = {}
    for r in sorted((r for r in pool if key(r) == best), key=lambda r: (r.end, r.moves)):
        by_end.setdefault(r.end, r)
    return list(by_end.values())


def enemy_route(
    ground: Ground,
    start: Hex,
    goals: Collection[Hex],
    budget: int,
    occupied: Collection[Hex] = (),
    *,
    acrobatic: bool,
) -> Route:
    """The first of `enemy_routes` in hex order (used when the players' choice is already known)."""
    return enemy_routes(ground, start, goals, budget, occupied, acrobatic=acrobatic)[0]
