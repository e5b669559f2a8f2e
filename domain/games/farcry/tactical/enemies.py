"""Enemy queries on the geometry: target choice (EN-9..EN-13) and the cover move (EN-17, R-F-34).

These are the geometric halves of the behaviour interpreter: pure functions of positions, ground and
covers, returning every option still tied so the interpreter can break ties the rulebook's way (a
random draw for targets, L1082; the players' choice for moves, L1112, R-F-34).
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from typing import Literal, NamedTuple

from domain.games.farcry.tactical.hexes import Hex, distance, neighbours
from domain.games.farcry.tactical.paths import Ground, path_lengths, routes
from domain.games.farcry.tactical.sight import Edge, sight


class Candidate(NamedTuple):
    """A unit a behaviour may pick: its id, hex and HP (for the L1082 tie-breaks)."""

    uid: str
    at: Hex
    hp: int
    max_hp: int


def nearness(
    mover: Hex,
    candidate: Candidate,
    measure: Literal["path", "distance"],
    ground: Ground,
    occupied: Collection[Hex],
    *,
    acrobatic: bool,
) -> int | None:
    """How far a candidate is: hexes for ranged enemies (EN-12, L1092, obstacles ignored), or MP to
    stand beside it for melee ones (EN-11, L1086; R-F-33 costs, MP limits ignored). None: unreachable."""
    if measure == "distance":
        return distance(mover, candidate.at)
    blocked = set(occupied) - {mover}
    beside = {n for n in neighbours(candidate.at) if ground.walkable(n) and n not in blocked}
    if mover in beside or distance(mover, candidate.at) == 1:
        return 0
    return path_lengths(ground, beside, blocked, acrobatic=acrobatic).get(mover)


def choose_targets(
    mover: Hex,
    candidates: Sequence[Candidate],
    measure: Literal["path", "distance"],
    ground: Ground,
    occupied: Collection[Hex],
    *,
    acrobatic: bool,
) -> list[str]:
    """The nearest candidates, then fewest HP, then fewest max HP (EN-10, L1082); several ids left
    means the final random draw. Unreachable candidates are never picked while another is reachable;
    when none is, the nearest by distance stays the target (L1108: the move then ends "sur la case la
    plus proche possible")."""
    scored = [
        (n, c)
        for c in candidates
        if (n := nearness(mover, c, measure, ground, occupied, acrobatic=acrobatic)) is not None
    ]
    if not scored:
        scored = [(distance(mover, c.at), c) for c in candidates]
    if not scored:
        return []
    best = min((n, c.hp, c.max_hp) for n, c in scored)
    return sorted(c.uid for n, c in scored if (n, c.hp, c.max_hp) == best)


def safe_from(
    unit: Hex,
    target: Hex,
    covers: Collection[Hex],
    wall_hexes: Collection[Hex],
    wall_edges: Collection[Edge],
    palisades: Collection[Edge] = (),
) -> bool:
    """The cover test (EN-17, L1118): the line from the target to the unit, as if the target shot it;
    safe when in cover (a palisade too, M7) or out of its line of sight (R-F-34)."""
    seen = sight(target, unit, covers, wall_hexes, wall_edges, palisades)
    return not seen.clear or seen.in_cover


def cover_moves(
    unit: Hex,
    target: Hex,
    budget: int,
    ground: Ground,
    covers: Collection[Hex],
    occupied: Collection[Hex],
    *,
    acrobatic: bool,
) -> list[Hex]:
    """The crossed-shield move (EN-17, L1120, R-F-34): among hexes reachable with the remaining MP
    where the unit is safe from its target, the farthest from the target, then the fewest MP; several
    left are the players' choice. Empty: no cover within reach, the unit stays."""
    options: dict[Hex, int] = {}
    for (end, spent), _ in routes(ground, unit, budget, occupied, acrobatic=acrobatic).items():
        if safe_from(end, target, covers, ground.walls, ground.wall_edges, ground.palisades):
            options[end] = min(spent, options.get(end, spent))
    if not options:
        return []
    best = max((distance(h, target), -mp) for h, mp in options.items())
    return sorted(h for h, mp in options.items() if (distance(h, target), -mp) == best)
