"""Enemy queries: target choice with its tie-breaks (EN-10..EN-13) and the cover move (EN-17, R-F-34)."""

from __future__ import annotations

from domain.games.farcry.tactical.enemies import Candidate, choose_targets, cover_moves, nearness, safe_from
from domain.games.farcry.tactical.hexes import Hex, area, distance
from domain.games.farcry.tactical.paths import Ground, enemy_route, reachable

HOME = Hex(0, 0)
BOARD = frozenset(area(HOME, 5))


def test_the_l1096_example_through_target_choice() -> None:
    """EN-11..EN-13 (L1096-1100): the yellow Décapiteur (by path) picks Riley, 2 MP against 3 for
    Liza; an Assailant (by distance) picks Liza, 2 hexes against 3."""
    ground = Ground(BOARD, obstacles=frozenset({Hex(1, 0), Hex(1, -1)}))
    liza = Candidate("liza", Hex(2, -1), hp=7, max_hp=7)
    riley = Candidate("riley", Hex(-3, 0), hp=7, max_hp=7)
    units = {liza.at, riley.at}
    assert nearness(HOME, liza, "path", ground, units, acrobatic=True) == 3
    assert nearness(HOME, riley, "path", ground, units, acrobatic=True) == 2
    assert choose_targets(HOME, [liza, riley], "path", ground, units, acrobatic=True) == ["riley"]
    assert choose_targets(HOME, [liza, riley], "distance", ground, units, acrobatic=False) == ["liza"]


def test_ties_go_to_fewest_hp_then_fewest_max_hp_then_chance() -> None:
    """EN-10 (L1082): "le moins de PV, puis le moins de PV maximum, puis au hasard"."""
    ground = Ground(BOARD)
    a = Candidate("a", Hex(2, 0), hp=5, max_hp=8)
    b = Candidate("b", Hex(-2, 0), hp=4, max_hp=9)
    c = Candidate("c", Hex(0, 2), hp=4, max_hp=7)
    d = Candidate("d", Hex(0, -2), hp=4, max_hp=7)
    units = {x.at for x in (a, b, c, d)}
    assert choose_targets(HOME, [a, b], "distance", ground, units, acrobatic=True) == ["b"]
    assert choose_targets(HOME, [a, b, c], "distance", ground, units, acrobatic=True) == ["c"]
    assert choose_targets(HOME, [a, b, c, d], "path", ground, units, acrobatic=True) == ["c", "d"]


def test_an_unreachable_candidate_is_never_picked_by_path() -> None:
    """R-F-33: target choice by path ignores MP limits but not walls; a walled-in player is skipped
    while another is reachable; alone, it stays the target (L1108: the move goes as close as it can)."""
    walls = frozenset(h for h in area(Hex(3, 0), 1) if h != Hex(3, 0))
    ground = Ground(BOARD, walls=walls)
    shut_in = Candidate("shut_in", Hex(3, 0), hp=1, max_hp=1)
    far = Candidate("far", Hex(-4, 0), hp=9, max_hp=9)
    units = {shut_in.at, far.at}
    assert nearness(HOME, shut_in, "path", ground, units, acrobatic=True) is None
    assert choose_targets(HOME, [shut_in, far], "path", ground, units, acrobatic=True) == ["far"]
    assert choose_targets(HOME, [shut_in], "path", ground, units, acrobatic=True) == ["shut_in"]


def test_the_l1126_assailant_jumps_the_fire_plate_to_safety_behind_the_rock() -> None:
    """EN-17, EN-18 (L1116-1126), R-F-34: the red Assailant beside Liza fails its cover test and
    moves to the reachable hex where the rock covers it from her, jumping over the fire plate (3 of
    its 4 MP) rather than walking through it (2 MP and 1 HP, R-F-33)."""
    assailant, liza = HOME, Hex(0, 1)
    fire, rock, behind = Hex(1, 0), Hex(1, 1), Hex(2, 0)
    board = frozenset({assailant, liza, fire, rock, behind, Hex(-1, 0), Hex(-1, 1), Hex(0, -1)})
    ground = Ground(board, obstacles=frozenset({rock}), fire=frozenset({fire}))
    covers = {rock}
    assert not safe_from(assailant, liza, covers, (), ())
    assert safe_from(behind, liza, covers, (), ())
    assert cover_moves(assailant, liza, 4, ground, covers, {liza}, acrobatic=True) == [behind]
    route = enemy_route(ground, assailant, {behind}, 4, {liza}, acrobatic=True)
    assert [m.kind for m in route.moves] == ["jump"] and route.mp == 3 and route.damage == 0
    walking = reachable(ground, assailant, 4, {liza})[behind]
    assert (walking.mp, walking.damage) == (2, 1)


def test_the_farthest_cover_wins_and_out_of_sight_counts() -> None:
    """R-F-34: safe means in cover *or* out of the target's line of sight (behind a wall here); the
    farthest safe hex from the target wins, then the fewest MP; none within reach: the unit stays."""
    liza = Hex(-1, 0)
    wall_hexes = frozenset({Hex(2, -1), Hex(2, 0), Hex(2, 1)})
    ground = Ground(BOARD, walls=wall_hexes)
    options = cover_moves(HOME, liza, 4, ground, (), {liza}, acrobatic=True)
    routes_now = reachable(ground, HOME, 4, {liza})
    safe = {h: r.mp for h, r in routes_now.items() if safe_from(h, liza, (), wall_hexes, ())}
    assert options and set(options) <= set(safe)
    farthest = max(distance(h, liza) for h in safe)
    assert {distance(h, liza) for h in options} == {farthest}
    cheapest = min(mp for h, mp in safe.items() if distance(h, liza) == farthest)
    assert {safe[h] for h in options} == {cheapest}
    assert all(h.q >= 3 for h in options)  # behind the wall, seen from Liza
    assert cover_moves(HOME, liza, 1, ground, (), {liza}, acrobatic=True) == []
