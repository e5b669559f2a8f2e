"""Line of sight and cover: the segment between hex centres, tested exactly (R-F-22, L889-916).

The rulebook's test (L889-890): draw a line from the centre of the shooter's hex to the centre of the
target's; the target is in cover when the line touches a cover adjacent to the target -- "la case
entière, un côté ou même un coin" -- and units on the way change nothing. Walls block when the line
touches them at all before the target (L916), both ways (L932). R-F-22 makes "touches" precise:
the segment meets the *closed* hex (boundary and corners included); a segment running along a side
touches both hexes. All of it runs on the integer plane of `hexes`, so a graze is never a rounding
accident.

This module knows nothing of boards or units: callers pass the cover hexes, wall hexes and wall
edges they hold, so enemies (cover test, EN-17) and players use the same function.
"""

from __future__ import annotations

from collections.abc import Collection
from typing import NamedTuple

from domain.games.farcry.tactical.hexes import Hex, Point, adjacent, centre, corners, shared_side

Edge = frozenset[Hex]
"""A side between two adjacent hexes, unordered (a wall edge, L641)."""


def edge(a: Hex, b: Hex) -> Edge:
    """The side between adjacent ``a`` and ``b`` as a set, so (a, b) and (b, a) are one edge."""
    if not adjacent(a, b):
        raise ValueError(f"{a} and {b} are not adjacent: no edge between them")
    return frozenset((a, b))


def _cross(o: Point, a: Point, b: Point) -> int:
    return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])


def _on_segment(p: Point, a: Point, b: Point) -> bool:
    """``p`` collinear with ``a``-``b`` lies between them (inclusive)."""
    return min(a[0], b[0]) <= p[0] <= max(a[0], b[0]) and min(a[1], b[1]) <= p[1] <= max(a[1], b[1])


def segments_touch(p1: Point, p2: Point, q1: Point, q2: Point) -> bool:
    """Closed segments meet (an end touching the other segment counts)."""
    d1 = _cross(q1, q2, p1)
    d2 = _cross(q1, q2, p2)
    d3 = _cross(p1, p2, q1)
    d4 = _cross(p1, p2, q2)
    if ((d1 > 0 > d2) or (d1 < 0 < d2)) and ((d3 > 0 > d4) or (d3 < 0 < d4)):
        return True
    return (
        (d1 == 0 and _on_segment(p1, q1, q2))
        or (d2 == 0 and _on_segment(p2, q1, q2))
        or (d3 == 0 and _on_segment(q1, p1, p2))
        or (d4 == 0 and _on_segment(q2, p1, p2))
    )


def _inside(p: Point, h: Hex) -> bool:
    """``p`` in the closed hex (corners are counter-clockwise, so inside is never right of a side)."""
    cs = corners(h)
    return all(_cross(cs[i], cs[(i + 1) % 6], p) >= 0 for i in range(6))


def segment_touches_hex(p1: Point, p2: Point, h: Hex) -> bool:
    """The closed segment meets the closed hex: inside it, across a side, along a side or at a corner."""
    if _inside(p1, h) or _inside(p2, h):
        return True
    cs = corners(h)
    return any(segments_touch(p1, p2, cs[i], cs[(i + 1) % 6]) for i in range(6))


def line_touches_hex(shooter: Hex, target: Hex, h: Hex) -> bool:
    """Whether the shooter-to-target line touches hex ``h`` (R-F-22's "touches")."""
    return segment_touches_hex(centre(shooter), centre(target), h)


def line_touches_edge(shooter: Hex, target: Hex, side: Edge) -> bool:
    """Whether the line touches a side (a wall edge): crossing, grazing an end, or running along it."""
    a, b = sorted(side)
    q1, q2 = shared_side(a, b)
    return segments_touch(centre(shooter), centre(target), q1, q2)


class Sight(NamedTuple):
    """What a shot from ``shooter`` at ``target`` would see.

    ``clear`` is False when a wall is in the way (no shot, L916); ``covers`` are the cover hexes
    adjacent to the target that the line touches (non-empty means the cover die is rolled, L896);
    ``palisade``: the line touches a palisade on a side of the target's hex (M7, L2141, R-F-22), a
    cover too, that no hit damages (designed: palisades are never destroyed).
    """

    clear: bool
    covers: tuple[Hex, ...]
    palisade: bool = False

    @property
    def in_cover(self) -> bool:
        return self.clear and (bool(self.covers) or self.palisade)


def blocked_by_walls(shooter: Hex, target: Hex, wall_hexes: Collection[Hex], wall_edges: Collection[Edge]) -> bool:
    """A wall hex or wall edge touched anywhere on the way blocks every shot (MV-7, CB-17, L641, L916)."""
    p1, p2 = centre(shooter), centre(target)
    for w in wall_hexes:
        if w not in (shooter, target) and segment_touches_hex(p1, p2, w):
            return True
    for side in wall_edges:
        a, b = sorted(side)
        q1, q2 = shared_side(a, b)
        if segments_touch(p1, p2, q1, q2):
            return True
    return False


def sight(
    shooter: Hex,
    target: Hex,
    covers: Collection[Hex],
    wall_hexes: Collection[Hex] = (),
    wall_edges: Collection[Edge] = (),
    palisades: Collection[Edge] = (),
) -> Sight:
    """Line of sight with the cover rule (CB-13..CB-18, R-F-22).

    Only a cover adjacent to the target counts (L900: "UNIQUEMENT si elle est adjacente"), never
    the shooter's or the target's own hex; units are transparent (L890). The shooter's hex is range 0
    and shooting one's own hex is meaningless, so ``shooter == target`` is refused.
    """
    if shooter == target:
        raise ValueError("a unit cannot target its own hex")
    if blocked_by_walls(shooter, target, wall_hexes, wall_edges):
        return Sight(False, ())
    p1, p2 = centre(shooter), centre(target)
    touched = tuple(
        sorted(
            c for c in covers if c not in (shooter, target) and adjacent(c, target) and segment_touches_hex(p1, p2, c)
        )
    )
    fenced = any(target in side and line_touches_edge(shooter, target, side) for side in palisades)
    return Sight(True, touched, fenced)
