"""Properties of the geometry over random boards: distances, symmetric sight, legal routes, dice order."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from domain.games.farcry.tactical.dice import LADDER, Colour, choose_die, success_chance
from domain.games.farcry.tactical.hexes import Hex, adjacent, area, distance, straight_beyond
from domain.games.farcry.tactical.paths import JUMP_MP, STEP_MP, ZIP_MP, Ground, reachable
from domain.games.farcry.tactical.sight import edge, sight

RADIUS = 4
BOARD = sorted(area(Hex(0, 0), RADIUS))
hexes = st.sampled_from(BOARD)
hex_sets = st.sets(hexes, max_size=12)


@st.composite
def wall_edges(draw: st.DrawFn) -> frozenset[frozenset[Hex]]:
    pairs = draw(st.lists(st.tuples(hexes, st.integers(0, 5)), max_size=6))
    out = set()
    for h, d in pairs:
        other = [n for n in BOARD if adjacent(h, n)]
        if other:
            out.add(edge(h, other[d % len(other)]))
    return frozenset(out)


@given(hexes, hexes, hexes)
def test_distance_is_a_metric(a: Hex, b: Hex, c: Hex) -> None:
    """CB-6 (L865): range counts hexes; symmetric, zero only on itself, triangle inequality."""
    assert distance(a, b) == distance(b, a)
    assert (distance(a, b) == 0) == (a == b)
    assert distance(a, c) <= distance(a, b) + distance(b, c)


@given(hexes, hexes, hex_sets, hex_sets, wall_edges())
@settings(max_examples=150)
def test_walls_block_both_ways_and_covers_only_sit_beside_the_target(
    a: Hex, b: Hex, covers: set[Hex], walls: set[Hex], edges: frozenset[frozenset[Hex]]
) -> None:
    """CB-17, CB-18 (L916, L932): a wall blocks a shot both ways; CB-14 (L900): a cover counted is
    always adjacent to the target, never the shooter's or target's hex."""
    if a == b or a in walls or b in walls:
        return
    there = sight(a, b, covers, walls, edges)
    back = sight(b, a, covers, walls, edges)
    assert there.clear == back.clear
    assert all(adjacent(c, b) and c not in (a, b) for c in there.covers)
    if not there.clear:
        assert there.covers == () and not there.in_cover


@given(hexes, hex_sets, hex_sets, hex_sets, wall_edges(), st.integers(0, 7), st.booleans())
@settings(max_examples=150)
def test_every_route_is_a_legal_sequence_of_moves(
    start: Hex,
    obstacles: set[Hex],
    fire: set[Hex],
    occupied: set[Hex],
    edges: frozenset[frozenset[Hex]],
    budget: int,
    acrobatic: bool,
) -> None:
    """MV-2..MV-11: each step is 1 MP to an adjacent free hex, each jump 3 MP over one obstacle or
    danger, each zip 1 MP; no route ends on a unit, an obstacle or off the board; MP add up; a bigger
    budget reaches at least as much (MV-4)."""
    obstacles -= {start}
    occupied -= {start}
    ground = Ground(frozenset(BOARD), obstacles=frozenset(obstacles), fire=frozenset(fire), wall_edges=edges)
    got = reachable(ground, start, budget, occupied=occupied, acrobatic=acrobatic)
    assert start in got and got[start].mp == 0
    for end, route in got.items():
        assert end in BOARD and end not in obstacles and (end == start or end not in occupied)
        assert route.mp == sum(m.mp for m in route.moves) <= budget
        assert route.damage == sum(1 for m in route.moves if m.to in fire)
        here = start
        for move in route.moves:
            if move.kind == "step":
                assert adjacent(here, move.to) and move.mp == STEP_MP
                assert edge(here, move.to) not in edges
            elif move.kind == "jump":
                assert acrobatic and move.mp == JUMP_MP
                middle = next(n for n in BOARD if adjacent(here, n) and straight_beyond(here, n) == move.to)
                assert middle in obstacles or middle in fire
                assert middle not in occupied
            else:
                assert move.mp == ZIP_MP
            assert move.to not in occupied
            here = move.to
        if not acrobatic:
            assert route.mp >= distance(start, end)
    assert set(got) <= set(reachable(ground, start, budget + 1, occupied=occupied, acrobatic=acrobatic))


@given(st.sampled_from(LADDER), st.integers(-4, 4), st.integers(-4, 4))
def test_a_better_shift_never_lowers_the_odds(colour: Colour, a: int, b: int) -> None:
    """R-F-20: the net shift is monotone: more upgrades never make a success less likely."""
    low, high = sorted((a, b))
    assert success_chance(choose_die(colour, low)) <= success_chance(choose_die(colour, high))
