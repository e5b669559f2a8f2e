"""Board faces drawn as text rows, and a mission's map assembled from them.

A board face is drawn in odd-r offset rows, one character a hex (the legend below), because that is
how a reader checks it against a picture. A mission places its faces side by side (M1A then M1B,
L1648) by shifting columns; every cell of the mission then converts to one axial hex (`hexes`).
This module reads content only; the engine builds movement grounds and covers from `MissionMap`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Literal

from domain.games.farcry.content.schema import Board, Cell, Mission
from domain.games.farcry.tactical.hexes import Hex, adjacent, from_offset
from domain.games.farcry.tactical.sight import Edge, edge

Terrain = Literal["open", "rock", "tree", "coconut_tree", "chasm", "fire_plate", "wall", "acid"]

LEGEND: Mapping[str, Terrain | None] = {
    ".": "open",
    "R": "rock",
    "T": "tree",
    "N": "coconut_tree",
    "C": "chasm",
    "F": "fire_plate",
    "#": "wall",
    "A": "acid",
    "-": None,
}
"""'-' is off the board (a face need not be a rectangle)."""

COVER_TERRAIN: frozenset[Terrain] = frozenset({"rock", "tree", "coconut_tree"})
"""Printed permanent covers (CB-11, CB-12, L883-885; TI-6, TI-7)."""


def board_cells(board: Board) -> dict[Cell, Terrain]:
    """The terrain of every on-board cell of a face, in its own columns."""
    out: dict[Cell, Terrain] = {}
    for row, line in enumerate(board.rows):
        for col, char in enumerate(line):
            terrain = LEGEND.get(char)
            if terrain is not None:
                out[(col, row)] = terrain
    return out


def shift(cell: Cell, column: int) -> Cell:
    return (cell[0] + column, cell[1])


def to_hex(cell: Cell) -> Hex:
    return from_offset(cell[0], cell[1])


def cells_adjacent(a: Cell, b: Cell) -> bool:
    return adjacent(to_hex(a), to_hex(b))


@dataclass(frozen=True)
class MissionMap:
    """A mission's assembled boards in axial hexes: terrain, wall edges, zip lines, spots."""

    terrain: Mapping[Hex, Terrain]
    wall_edges: frozenset[Edge]
    zip_lines: Mapping[Hex, Hex]
    starts: tuple[Hex, ...]
    locations: Mapping[int, Hex]
    spawns: tuple[Hex, ...]
    palisades: frozenset[Edge] = frozenset()
    """M7's palisades (L2139-2141): sides never crossed by any means, a cover (R-F-22)."""
    by_kind: Mapping[Terrain, frozenset[Hex]] = field(init=False, repr=False, compare=False)
    """The hexes of each terrain, sorted once: movement and sight ask for them at every step."""

    def __post_init__(self) -> None:
        kinds: dict[Terrain, set[Hex]] = {}
        for h, t in self.terrain.items():
            kinds.setdefault(t, set()).add(h)
        object.__setattr__(self, "by_kind", {t: frozenset(hs) for t, hs in kinds.items()})

    def covers(self) -> frozenset[Hex]:
        return frozenset().union(*(self.of(t) for t in COVER_TERRAIN))

    def of(self, kind: Terrain) -> frozenset[Hex]:
        return self.by_kind.get(kind, frozenset())


def assemble(mission: Mission, boards: Mapping[str, Board]) -> MissionMap:
    """Place each face of ``mission`` at its column; a cell drawn twice is refused by validation."""
    terrain: dict[Hex, Terrain] = {}
    walls: set[Edge] = set()
    zips: dict[Hex, Hex] = {}
    starts: list[Hex] = []
    locations: dict[int, Hex] = {}
    spawns: list[Hex] = []
    palisades: set[Edge] = set()
    for placed in mission.boards:
        board = boards[placed.board]
        col = placed.column
        for cell, kind in board_cells(board).items():
            terrain[to_hex(shift(cell, col))] = kind
        walls.update(edge(to_hex(shift(w.a, col)), to_hex(shift(w.b, col))) for w in board.walls)
        zips.update({to_hex(shift(z.start, col)): to_hex(shift(z.end, col)) for z in board.zip_lines})
        starts.extend(to_hex(shift(c, col)) for c in board.starts)
        locations.update({loc.number: to_hex(shift(loc.at, col)) for loc in board.locations})
        spawns.extend(to_hex(shift(c, col)) for c in board.spawns)
        palisades.update(edge(to_hex(shift(w.a, col)), to_hex(shift(w.b, col))) for w in board.palisades)
    return MissionMap(terrain, frozenset(walls), zips, tuple(starts), locations, tuple(spawns), frozenset(palisades))


def mission_cells(mission: Mission, boards: Mapping[str, Board]) -> dict[Cell, Terrain]:
    """The mission's cells in its own columns (placements in the mission files use these)."""
    out: dict[Cell, Terrain] = {}
    for placed in mission.boards:
        for cell, kind in board_cells(boards[placed.board]).items():
            out[shift(cell, placed.column)] = kind
    return out


def overlapping(mission: Mission, boards: Mapping[str, Board]) -> Sequence[Cell]:
    """Cells two faces of the mission both draw (a layout error)."""
    seen: set[Cell] = set()
    twice: list[Cell] = []
    for placed in mission.boards:
        for cell in board_cells(boards[placed.board]):
            moved = shift(cell, placed.column)
            if moved in seen:
                twice.append(moved)
            seen.add(moved)
    return twice
