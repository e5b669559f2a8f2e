"""Hex geometry and line of sight: range, adjacency, the cover rule's cases A-D and corner grazes.

The rulebook's picture for cases A-D (L902-910) is lost, so each case is rebuilt around a shooter on
(0, 0) and checked against the sentence that describes it. Rule ids refer to the inventory
(`/work/shared/rules/004-farcry-inventory.md`), lines to the rulebook.
"""

from __future__ import annotations

import pytest

from domain.games.farcry.tactical.hexes import (
    Hex,
    adjacent,
    area,
    centre,
    corners,
    distance,
    from_offset,
    neighbours,
    ring,
    shared_side,
    spiral,
    straight_beyond,
    to_offset,
)
from domain.games.farcry.tactical.sight import edge, line_touches_edge, line_touches_hex, sight

JASON = Hex(0, 0)


def test_range_counts_hexes_and_the_shooter_is_range_0() -> None:
    """CB-6 (L865): "Votre personnage est sur la case 0. La portée 1 est à 1 case"."""
    assert distance(JASON, JASON) == 0
    assert all(distance(JASON, n) == 1 for n in neighbours(JASON))
    assert distance(JASON, Hex(3, -1)) == 3
    assert distance(Hex(-2, 4), Hex(2, -1)) == 5


def test_adjacent_means_no_hex_between() -> None:
    """ST-1 (L1416): six neighbours, each adjacent, none of them twice."""
    ns = neighbours(JASON)
    assert len(set(ns)) == 6
    assert all(adjacent(JASON, n) for n in ns)
    assert not adjacent(JASON, Hex(2, 0))


def test_radius_is_the_centre_plus_rings() -> None:
    """ST-9 (L1440): radius 1 is 7 hexes (Enflammer puts fire on 7 hexes, R-F-29), radius 2 is 19."""
    assert len(area(JASON, 1)) == 7
    assert len(set(area(JASON, 2))) == 19
    assert all(distance(JASON, h) == 3 for h in ring(JASON, 3))


def test_spiral_walks_outwards_for_the_nearest_free_hex() -> None:
    """TI-15 (L2291): an occupied spawn point puts the unit on an adjacent hex; `spiral` lists the
    candidates nearest first, each once."""
    order = list(spiral(JASON, 2))
    assert order[0] == JASON
    assert [distance(JASON, h) for h in order] == sorted(distance(JASON, h) for h in order)
    assert len(order) == len(set(order)) == 19


def test_offset_rows_round_trip_to_axial() -> None:
    """Designed boards are drawn in odd-r rows; every cell maps to one axial hex and back."""
    cells = [(c, r) for r in range(8) for c in range(10)]
    hexes = [from_offset(c, r) for c, r in cells]
    assert len(set(hexes)) == len(cells)
    assert [to_offset(h) for h in hexes] == cells
    # in odd-r, cell (0, 1) is shoved right, so it touches both (0, 0) and (1, 0)
    assert adjacent(from_offset(0, 1), from_offset(0, 0))
    assert adjacent(from_offset(0, 1), from_offset(1, 0))


def test_neighbours_share_exactly_one_side() -> None:
    """Two corners in common: the side where a wall edge lies (MV-7, L641)."""
    for n in neighbours(JASON):
        assert len(set(corners(JASON)) & set(corners(n))) == 2
    with pytest.raises(ValueError):
        shared_side(JASON, Hex(2, 0))


def test_jump_landing_is_straight_beyond() -> None:
    """R-F-13: A, B, C in a straight line."""
    assert straight_beyond(JASON, Hex(1, 0)) == Hex(2, 0)
    assert straight_beyond(JASON, Hex(0, 1)) == Hex(0, 2)
    assert straight_beyond(JASON, Hex(2, 0)) is None


def test_case_a_line_grazes_a_side_of_a_cover_adjacent_to_the_target() -> None:
    """CB-15 case A (L904): the line does not cross the cover but touches a side; the yellow
    Assailant is adjacent to it: cover die. R-F-22: a segment along a side touches both hexes."""
    yellow = Hex(2, 2)
    cover = Hex(2, 1)
    assert adjacent(cover, yellow)
    # the line runs along the side shared by (2, 1) and (1, 2): it never enters the cover's inside
    assert line_touches_edge(JASON, yellow, edge(Hex(2, 1), Hex(1, 2)))
    assert sight(JASON, yellow, covers={cover}).covers == (cover,)
    assert sight(JASON, yellow, covers={cover}).in_cover


def test_case_b_open_ground_needs_no_cover_die() -> None:
    """CB-15 case B (L906): only empty hexes to the blue Assailant: no cover die."""
    blue = Hex(-3, 0)
    far_covers = {Hex(2, 1), Hex(2, 0), Hex(-1, 2)}
    result = sight(JASON, blue, covers=far_covers)
    assert result.clear and not result.in_cover


def test_case_c_line_crosses_a_cover_adjacent_to_the_target() -> None:
    """CB-15 case C (L908): the line crosses the cover right through; the green Assailant is
    adjacent to it: cover die."""
    green = Hex(3, 0)
    cover = Hex(2, 0)
    assert line_touches_hex(JASON, green, cover)
    assert sight(JASON, green, covers={cover}).in_cover


def test_case_d_a_unit_and_a_cover_not_adjacent_to_the_target_change_nothing() -> None:
    """CB-15 case D (L910): the line crosses Keith and a cover, but the red Assailant is not adjacent
    to that cover: no cover die. Units are transparent (L890): sight takes no unit at all."""
    red = Hex(0, -4)
    keith = Hex(0, -1)
    cover = Hex(0, -2)
    assert line_touches_hex(JASON, red, keith)
    assert line_touches_hex(JASON, red, cover)
    assert distance(cover, red) == 2
    assert not sight(JASON, red, covers={cover}).in_cover


def test_only_covers_adjacent_to_the_target_count() -> None:
    """CB-14 (L900): "UNIQUEMENT si elle est adjacente": a cover beside the shooter is ignored."""
    target = Hex(4, 0)
    near_shooter = Hex(1, 0)
    assert line_touches_hex(JASON, target, near_shooter)
    assert not sight(JASON, target, covers={near_shooter}).in_cover
    assert sight(JASON, target, covers={near_shooter, Hex(3, 0)}).covers == (Hex(3, 0),)


def test_a_cover_beside_the_target_but_off_the_line_gives_nothing() -> None:
    """CB-13 (L890): the cover must be touched by the line, not merely adjacent."""
    target = Hex(3, 0)
    behind = Hex(4, 0)
    assert adjacent(behind, target)
    assert not sight(JASON, target, covers={behind}).in_cover


def test_corner_graze_of_a_wall_hex_blocks_the_shot() -> None:
    """R-F-22 / CB-17 (L916): a wall touched anywhere, "même un coin", blocks. The line from (0, 0) to
    (4, 1) touches hex (1, 1) at one corner only, without entering it."""
    target = Hex(4, 1)
    grazed = Hex(1, 1)
    assert line_touches_hex(JASON, target, grazed)
    # the corner (3, 1) on the integer plane is on the line; the hex's centre is strictly to one side
    assert (3, 1) in corners(grazed)
    assert sight(JASON, target, covers=(), wall_hexes={grazed}).clear is False


def test_corner_graze_of_a_wall_edge_blocks_the_shot() -> None:
    """R-F-22: a wall edge whose end the line grazes blocks, as a wall hex does."""
    target = Hex(4, 1)
    wall = edge(Hex(1, 0), Hex(1, 1))
    assert (3, 1) in shared_side(Hex(1, 0), Hex(1, 1))
    assert not sight(JASON, target, covers=(), wall_edges={wall}).clear


def test_corner_graze_of_a_cover_not_adjacent_to_the_target_gives_nothing() -> None:
    """R-F-22 + CB-14: the same corner graze on a cover two hexes from the target: no cover die."""
    target = Hex(4, 1)
    grazed = Hex(1, 1)
    assert distance(grazed, target) == 3
    assert not sight(JASON, target, covers={grazed}).in_cover


def test_a_wall_edge_crossed_blocks_and_one_behind_the_target_does_not() -> None:
    """MV-7 / CB-17 (L641, L916): a wall on the way blocks; one on the target's far side does not."""
    target = Hex(3, 0)
    assert not sight(JASON, target, covers=(), wall_edges={edge(Hex(1, 0), Hex(2, 0))}).clear
    assert sight(JASON, target, covers=(), wall_edges={edge(Hex(3, 0), Hex(4, 0))}).clear


def test_cover_and_walls_work_both_ways() -> None:
    """CB-18 (L932): "les couvertures et les murs fonctionnent dans les deux sens"."""
    for target, covers, walls in (
        (Hex(3, 0), {Hex(2, 0)}, set()),
        (Hex(2, 2), {Hex(2, 1)}, set()),
        (Hex(4, 1), set(), {Hex(1, 1)}),
    ):
        there = sight(JASON, target, covers=covers, wall_hexes=walls)
        back = sight(target, JASON, covers={c for c in covers}, wall_hexes=walls)
        assert there.clear == back.clear
    # the cover beside the target covers the target; seen from the target it is beside the shooter
    assert not sight(Hex(3, 0), JASON, covers={Hex(2, 0)}).in_cover
    assert sight(Hex(3, 0), JASON, covers={Hex(1, 0)}).in_cover


def test_centres_and_corners_lie_on_the_integer_plane() -> None:
    """The exactness the graze tests rely on: centres at (2q + r, 3r), corners one unit away."""
    assert centre(Hex(2, -1)) == (3, -3)
    assert all(abs(x - 3) <= 1 and abs(y + 3) <= 2 for x, y in corners(Hex(2, -1)))


def test_shooting_ones_own_hex_is_refused() -> None:
    with pytest.raises(ValueError):
        sight(JASON, JASON, covers=())
