"""The three puzzles as data (L79-84, H-38..H-41): pieces, start and solution, solvable by commands."""

from __future__ import annotations

from domain.games.mansions.content import CONTENT
from domain.games.mansions.content.puzzles import (
    EAST,
    NORTH,
    SOUTH,
    WEST,
    dial_moves,
    openings,
    rune_floor,
    rune_solved,
    turn_dial,
    wiring_solved,
)
from domain.games.mansions.content.schema import LockPuzzle, RunePuzzle, WiringPuzzle


def test_one_puzzle_of_each_kind_behind_a_lock() -> None:
    kinds = {type(p) for p in CONTENT.puzzles.values()}
    assert kinds == {LockPuzzle, RunePuzzle, WiringPuzzle}
    assert {lk.puzzle for lk in CONTENT.locks.values()} == set(CONTENT.puzzles)


def test_dial_lock_turns_linked_dials_one_level() -> None:
    p = CONTENT.puzzles["dial_lock"]
    assert isinstance(p, LockPuzzle)
    assert turn_dial(p, (0, 0, 0), "sun", 1) == (1, 1, 0)  # the sun drags the moon
    assert turn_dial(p, (0, 0, 0), "tide", -1) == (5, 0, 5)  # the tide drags the sun, not the moon
    assert turn_dial(p, (0, 0, 0), "moon", 1) == (0, 1, 0)
    assert dial_moves(p) == 7  # more than most intellects give in one attempt (H-38, H-39)


def test_dial_lock_solution_by_hand() -> None:
    """Seven actions from 0-0-0 to 0-4-3: tide +3 (sun follows), sun -3 (moon follows), moon +1."""
    p = CONTENT.puzzles["dial_lock"]
    assert isinstance(p, LockPuzzle)
    state = tuple(p.start)
    for dial, step in [("tide", 1)] * 3 + [("sun", -1)] * 3 + [("moon", 1)]:
        state = turn_dial(p, state, dial, step)
    assert list(state) == p.solution


def test_wire_pieces_turn_clockwise() -> None:
    assert openings("corner", 0) == {NORTH, EAST}
    assert openings("corner", 1) == {EAST, SOUTH}
    assert openings("straight", 1) == {NORTH, SOUTH}
    assert openings("tee", 3) == {NORTH, EAST, SOUTH}
    assert openings("empty", 2) == frozenset()
    assert WEST in openings("straight", 0)


def test_wiring_solution_joins_west_to_east_and_start_does_not() -> None:
    p = CONTENT.puzzles["generator_wiring"]
    assert isinstance(p, WiringPuzzle)
    assert wiring_solved(p, p.solution)
    assert not wiring_solved(p, p.start)
    broken = list(p.solution)
    broken[2] = 1  # the top straight turned upright cuts the path
    assert not wiring_solved(p, broken)


def test_rune_start_is_a_shuffled_and_turned_solution() -> None:
    p = CONTENT.puzzles["crypt_runes"]
    assert isinstance(p, RunePuzzle)
    assert not rune_solved(p, p.start, p.rotations)
    assert rune_solved(p, p.solution, [0] * 9)
    assert rune_solved(p, p.solution, [4] * 9)  # a full turn is no turn
    assert not rune_solved(p, p.solution, [1] + [0] * 8)


def test_rune_floor_counts_turns_and_swaps() -> None:
    """Start: a-b swapped, h-i swapped; stones turned 3, 2 and 3 quarters need 1 + 2 + 1 turns."""
    p = CONTENT.puzzles["crypt_runes"]
    assert isinstance(p, RunePuzzle)
    assert rune_floor(p) == 4 + 2
