"""Pure map geometry: adjacency, range and line of sight from a `Board`'s data.

Range counts spaces along adjacency, diagonals included where the map declares them, never through
ladders or vents (R-H-27, H-33: an adjacent space is range 1). Line of sight holds when the segment
between the two spaces' white dots touches no wall and no door, open or closed (L71, R-H-27); touching
a wall's end counts as touching it, so sight never slips through a corner.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass, field

from domain.games.mansions.content.schema import Board, MonsterClass, Point, Segment, Space


def _orient(p: Point, q: Point, r: Point) -> float:
    return (q[0] - p[0]) * (r[1] - p[1]) - (q[1] - p[1]) * (r[0] - p[0])


def _on_segment(p: Point, q: Point, r: Point) -> bool:
    """r, collinear with p-q, lies within its bounding box."""
    return min(p[0], q[0]) <= r[0] <= max(p[0], q[0]) and min(p[1], q[1]) <= r[1] <= max(p[1], q[1])


def segments_touch(s: Segment, t: Segment) -> bool:
    """Whether two closed segments share at least one point (crossing, touching or overlapping)."""
    (p1, p2), (q1, q2) = s, t
    d1, d2 = _orient(q1, q2, p1), _orient(q1, q2, p2)
    d3, d4 = _orient(p1, p2, q1), _orient(p1, p2, q2)
    if ((d1 > 0 > d2) or (d1 < 0 < d2)) and ((d3 > 0 > d4) or (d3 < 0 < d4)):
        return True
    return (
        (d1 == 0 and _on_segment(q1, q2, p1))
        or (d2 == 0 and _on_segment(q1, q2, p2))
        or (d3 == 0 and _on_segment(p1, p2, q1))
        or (d4 == 0 and _on_segment(p1, p2, q2))
    )


@dataclass(frozen=True)
class Geometry:
    """A board indexed once: spaces by id, range links, passages, and what blocks sight."""

    board: Board
    spaces: dict[str, Space] = field(init=False)
    links: dict[str, frozenset[str]] = field(init=False)
    blockers: tuple[Segment, ...] = field(init=False)

    def __post_init__(self) -> None:
        links: dict[str, set[str]] = {s.id: set() for s in self.board.spaces}
        for a, b in (*self.board.adjacent, *self.board.diagonal):
            links[a].add(b)
            links[b].add(a)
        object.__setattr__(self, "spaces", {s.id: s for s in self.board.spaces})
        object.__setattr__(self, "links", {k: frozenset(v) for k, v in links.items()})
        object.__setattr__(self, "blockers", (*self.board.walls, *(d.segment for d in self.board.doors)))

    def room_of(self, space: str) -> str:
        return self.spaces[space].room

    def neighbours(self, space: str, mover: MonsterClass | None = None) -> frozenset[str]:
        """Spaces one movement away (H-7): adjacency and diagonals, plus ladders for investigators
        (``mover`` None) and humanoids (L99), vents for beasts (L100). Barricades are the engine's."""
        extra = set()
        for p in self.board.passages:
            if (p.kind == "ladder" and mover in (None, "humanoid")) or (p.kind == "vent" and mover == "beast"):
                if p.a == space:
                    extra.add(p.b)
                elif p.b == space:
                    extra.add(p.a)
        return self.links[space] | extra

    def distances(self, start: str) -> dict[str, int]:
        """Range from ``start`` to every space it can reach along adjacency (R-H-27)."""
        seen = {start: 0}
        queue = deque([start])
        while queue:
            here = queue.popleft()
            for there in self.links[here]:
                if there not in seen:
                    seen[there] = seen[here] + 1
                    queue.append(there)
        return seen

    def line_of_sight(self, a: str, b: str) -> bool:
        """Whether the dots of ``a`` and ``b`` see each other: no wall and no door between (L71)."""
        if a == b:
            return True
        sight = (self.spaces[a].dot, self.spaces[b].dot)
        return not any(segments_touch(sight, blocker) for blocker in self.blockers)

    def in_range(self, a: str, b: str, reach: int) -> bool:
        """A ranged target (H-33): within ``reach`` spaces and in line of sight."""
        d = self.distances(a).get(b)
        return d is not None and d <= reach and self.line_of_sight(a, b)
