"""Pure puzzle mechanics shared by the loader (which proves each puzzle solvable) and the engine.

The aid keeps only the heading of the puzzle actions (L84, H-41), so the three kinds are designed as
series of small commands: turn a dial a notch (lock), swap two neighbouring rune stones or turn one a
quarter (rune), turn a wire piece a quarter clockwise (wiring). Each command is one puzzle action.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Sequence

from domain.games.mansions.content.schema import LockPuzzle, RunePuzzle, WirePiece, WiringPuzzle

NORTH, EAST, SOUTH, WEST = 0, 1, 2, 3
STEPS = {NORTH: (0, -1), EAST: (1, 0), SOUTH: (0, 1), WEST: (-1, 0)}
OPENINGS: dict[WirePiece, frozenset[int]] = {
    "straight": frozenset({EAST, WEST}),
    "corner": frozenset({NORTH, EAST}),
    "tee": frozenset({EAST, SOUTH, WEST}),
    "empty": frozenset(),
}
"""A piece's wire ends at rotation 0; each quarter turn clockwise moves every end one side on."""


def openings(piece: WirePiece, rotation: int) -> frozenset[int]:
    return frozenset((side + rotation) % 4 for side in OPENINGS[piece])


def wiring_solved(puzzle: WiringPuzzle, rotations: Sequence[int]) -> bool:
    """Whether wires run from the west edge at row ``inlet`` to the east edge at row ``outlet``."""
    w, h = puzzle.width, puzzle.height

    def ends(x: int, y: int) -> frozenset[int]:
        return openings(puzzle.pieces[y * w + x], rotations[y * w + x])

    if WEST not in ends(0, puzzle.inlet):
        return False
    seen = {(0, puzzle.inlet)}
    queue = deque(seen)
    while queue:
        x, y = queue.popleft()
        if (x, y) == (w - 1, puzzle.outlet) and EAST in ends(x, y):
            return True
        for side in ends(x, y):
            dx, dy = STEPS[side]
            nx, ny = x + dx, y + dy
            if 0 <= nx < w and 0 <= ny < h and (side + 2) % 4 in ends(nx, ny) and (nx, ny) not in seen:
                seen.add((nx, ny))
                queue.append((nx, ny))
    return False


def turn_dial(puzzle: LockPuzzle, positions: Sequence[int], dial: str, step: int) -> tuple[int, ...]:
    """Turn ``dial`` by ``step`` (+1 or -1) notches; its linked dials turn with it, one level only."""
    index = {d.id: i for i, d in enumerate(puzzle.dials)}
    moved = list(positions)
    chosen = puzzle.dials[index[dial]]
    for name in (dial, *chosen.linked):
        i = index[name]
        moved[i] = (moved[i] + step) % puzzle.dials[i].positions
    return tuple(moved)


def dial_moves(puzzle: LockPuzzle, positions: Sequence[int] | None = None) -> int | None:
    """The fewest puzzle actions from ``positions`` (the puzzle's ``start`` by default) to its
    ``solution`` (None: unreachable)."""
    start, goal = tuple(puzzle.start if positions is None else positions), tuple(puzzle.solution)
    seen = {start: 0}
    queue = deque([start])
    while queue:
        here = queue.popleft()
        if here == goal:
            return seen[here]
        for d in puzzle.dials:
            for step in (1, -1):
                there = turn_dial(puzzle, here, d.id, step)
                if there not in seen:
                    seen[there] = seen[here] + 1
                    queue.append(there)
    return None


def rune_solved(puzzle: RunePuzzle, pieces: Sequence[str], rotations: Sequence[int]) -> bool:
    return list(pieces) == puzzle.solution and all(r % 4 == 0 for r in rotations)


def rune_floor(puzzle: RunePuzzle) -> int:
    """At least this many actions solve the runes: each stone's quarter turns back to 0 (they travel
    with it), plus one swap per two misplaced stones (a swap places two at best)."""
    turns = sum((4 - r) % 4 for r in puzzle.rotations)
    misplaced = sum(1 for a, b in zip(puzzle.start, puzzle.solution, strict=True) if a != b)
    return turns + (misplaced + 1) // 2
