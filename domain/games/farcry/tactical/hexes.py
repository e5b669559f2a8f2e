"""Hex coordinates for the Far Cry boards: axial (q, r), pointy-top, with an exact integer plane.

Why axial: a hex is two integers (compact in events and JSON, hashable as a tuple), neighbours are six
fixed offsets, and the cube distance comes from them (s = -q - r) with no stored redundancy. The
rulebook never numbers hexes (its boards are pictures, L637-641, L889); designed boards are drawn as
text rows in "odd-r" offset layout (`from_offset`) because that is how a reader sees a hex map.

Why an integer plane: line of sight (R-F-22) must decide grazes of a side or a corner exactly. In
pointy-top geometry of size 1 a centre sits at (sqrt3 * (q + r/2), 1.5 r) and the corners at
(+-sqrt3/2, +-1/2) and (0, +-1). Scaling x by 2/sqrt3 and y by 2 (an affine map, which keeps every
incidence and intersection) puts centres at (2q + r, 3r) and corners at (+-1, +-1), (0, +-2): all
integers, so every test in `sight` is exact.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import NamedTuple


class Hex(NamedTuple):
    """An axial coordinate; the third cube coordinate is ``-q - r``."""

    q: int
    r: int

    def __add__(self, other: object) -> Hex:
        if not isinstance(other, Hex):
            return NotImplemented
        return Hex(self.q + other.q, self.r + other.r)

    def __sub__(self, other: Hex) -> Hex:
        return Hex(self.q - other.q, self.r - other.r)


DIRECTIONS: tuple[Hex, ...] = (
    Hex(1, 0),
    Hex(1, -1),
    Hex(0, -1),
    Hex(-1, 0),
    Hex(-1, 1),
    Hex(0, 1),
)
"""The six neighbours, counter-clockwise from east (pointy-top)."""

Point = tuple[int, int]
"""A point of the integer plane (see the module docstring)."""

_CORNERS: tuple[Point, ...] = ((1, 1), (0, 2), (-1, 1), (-1, -1), (0, -2), (1, -1))


def neighbours(h: Hex) -> tuple[Hex, ...]:
    """The six hexes sharing a side with ``h`` ("adjacent", ST-1, L1416)."""
    return tuple(h + d for d in DIRECTIONS)


def distance(a: Hex, b: Hex) -> int:
    """Hexes between ``a`` and ``b``, ignoring everything on the board (range, CB-6, L865)."""
    dq = a.q - b.q
    dr = a.r - b.r
    return (abs(dq) + abs(dr) + abs(dq + dr)) // 2


def adjacent(a: Hex, b: Hex) -> bool:
    """Next to each other, no hex between (ST-1, L1416)."""
    return distance(a, b) == 1


def ring(centre: Hex, radius: int) -> list[Hex]:
    """The hexes at exactly ``radius`` from ``centre`` (radius 0 is the centre itself)."""
    if radius == 0:
        return [centre]
    out: list[Hex] = []
    h = Hex(centre.q + DIRECTIONS[4].q * radius, centre.r + DIRECTIONS[4].r * radius)
    for side in range(6):
        for _ in range(radius):
            out.append(h)
            h = h + DIRECTIONS[side]
    return out


def area(centre: Hex, radius: int) -> list[Hex]:
    """ "Rayon X": the centre plus X rings (ST-9, L1440); used by Enflammer and explosions."""
    return [h for k in range(radius + 1) for h in ring(centre, k)]


def within(a: Hex, b: Hex, reach: int) -> bool:
    """Whether ``b`` is at range ``reach`` or less from ``a`` (melee is reach 1, CB-7, L869)."""
    return distance(a, b) <= reach


def straight_beyond(a: Hex, b: Hex) -> Hex | None:
    """The hex on the far side of ``b`` seen from adjacent ``a`` (a jump's landing, R-F-13)."""
    if not adjacent(a, b):
        return None
    return b + (b - a)


def centre(h: Hex) -> Point:
    """The hex centre on the integer plane."""
    return (2 * h.q + h.r, 3 * h.r)


def corners(h: Hex) -> tuple[Point, ...]:
    """The six corners on the integer plane, counter-clockwise."""
    cx, cy = centre(h)
    return tuple((cx + dx, cy + dy) for dx, dy in _CORNERS)


def shared_side(a: Hex, b: Hex) -> tuple[Point, Point]:
    """The two corners of the side between adjacent hexes (where an edge wall or palisade lies)."""
    if not adjacent(a, b):
        raise ValueError(f"{a} and {b} are not adjacent: they share no side")
    common = sorted(set(corners(a)) & set(corners(b)))
    return (common[0], common[1])


def from_offset(col: int, row: int) -> Hex:
    """Odd-r offset (odd rows shoved right, as drawn in the content files) to axial."""
    return Hex(col - (row - (row & 1)) // 2, row)


def to_offset(h: Hex) -> tuple[int, int]:
    """Axial to odd-r offset (column, row)."""
    return (h.q + (h.r - (h.r & 1)) // 2, h.r)


def spiral(centre_hex: Hex, radius: int) -> Iterator[Hex]:
    """Hexes by increasing distance (spawn fallback: the nearest free hex, TI-15, L2291)."""
    for k in range(radius + 1):
        yield from ring(centre_hex, k)
