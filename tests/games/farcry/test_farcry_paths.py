"""Movement: standard steps, jumps, zip lines, dangers, occupied hexes, careful moves, enemy routes.

Rule ids refer to the inventory (section 2.5, R-F-13, R-F-14, R-F-33), lines to the rulebook.
"""

from __future__ import annotations

from domain.games.farcry.tactical.hexes import Hex, area, distance, neighbours
from domain.games.farcry.tactical.paths import Ground, enemy_route, path_lengths, reachable
from domain.games.farcry.tactical.sight import edge

HOME = Hex(0, 0)
BOARD = frozenset(area(HOME, 5))


def test_standard_move_costs_one_mp_per_hex() -> None:
    """MV-2 (L631): 1 MP per adjacent free hex; MV-4 (L635): several MP in one move."""
    got = reachable(Ground(BOARD), HOME, 2)
    assert got[Hex(1, 0)].mp == 1
    assert got[Hex(2, 0)].mp == 2
    assert Hex(3, 0) not in got
    assert len(got) == 19


def test_no_unit_is_ever_crossed_or_joined() -> None:
    """MV-2, MV-3 (L631-633): a unit's hex is occupied; no moving through units."""
    # a line of three units east of HOME: reaching (2, 0) needs a detour
    units = {Hex(1, 0), Hex(1, -1), Hex(0, 1)}
    got = reachable(Ground(BOARD), HOME, 5, occupied=units)
    assert not units & set(got)
    # round the wall of units: (0,-1), (1,-2), (2,-2), (2,-1), (2,0)
    assert got[Hex(2, 0)].mp == 5
    assert got[Hex(2, -1)].mp == 4
    assert Hex(2, 0) not in reachable(Ground(BOARD), HOME, 4, occupied=units)


def test_obstacles_need_a_jump_of_three_mp() -> None:
    """MV-6 (L639), MV-9 (L657): thick-dotted obstacles are crossed only by a 3-MP jump."""
    rock = Hex(1, 0)
    ground = Ground(BOARD, obstacles=frozenset({rock}))
    got = reachable(ground, HOME, 3, occupied=set(area(HOME, 1)) - {HOME, rock})
    assert rock not in got
    assert got[Hex(2, 0)].mp == 3
    assert got[Hex(2, 0)].moves[0].kind == "jump"


def test_a_jump_never_lands_on_a_unit_or_an_obstacle() -> None:
    """MV-9 (L659): "Si une unité ou un obstacle se trouve dans votre espace d'arrivée"."""
    rock = Hex(1, 0)
    walled_in = set(area(HOME, 1)) - {HOME, rock}
    on_unit = reachable(Ground(BOARD, obstacles=frozenset({rock})), HOME, 3, occupied=walled_in | {Hex(2, 0)})
    assert Hex(2, 0) not in on_unit
    two_rocks = Ground(BOARD, obstacles=frozenset({rock, Hex(2, 0)}))
    assert Hex(3, 0) not in reachable(two_rocks, HOME, 9, occupied=walled_in)


def test_never_two_obstacles_in_one_jump() -> None:
    """MV-10 (L663): a chasm then a rock in line cannot be jumped, whatever the MP."""
    ground = Ground(BOARD, obstacles=frozenset({Hex(2, 0)}), pits=frozenset({Hex(1, 0)}))
    walled_in = set(area(HOME, 1)) - {HOME, Hex(1, 0)}
    got = reachable(ground, HOME, 12, occupied=walled_in)
    assert set(got) == {HOME}


def test_chasms_are_jumped_never_entered() -> None:
    """MV-6 (L655), R-F-14: a chasm is an obstacle for moves and is never entered voluntarily."""
    chasm = Hex(1, 0)
    got = reachable(Ground(BOARD, pits=frozenset({chasm})), HOME, 3)
    assert chasm not in got
    assert any(
        m.kind == "jump"
        for m in reachable(
            Ground(BOARD, pits=frozenset({chasm})), HOME, 3, occupied=set(area(HOME, 1)) - {HOME, chasm}
        )[Hex(2, 0)].moves
    )


def test_walls_are_never_crossed_even_by_a_jump() -> None:
    """MV-7 (L641): walls cannot be crossed "en aucun cas"."""
    wall = edge(HOME, Hex(1, 0))
    got = reachable(Ground(BOARD, wall_edges=frozenset({wall})), HOME, 1)
    assert Hex(1, 0) not in got
    wall_hex = Ground(BOARD, walls=frozenset({Hex(1, 0)}))
    assert Hex(1, 0) not in reachable(wall_hex, HOME, 9)
    # a wall hex is not an obstacle a jump clears
    walled_in = set(area(HOME, 1)) - {HOME, Hex(1, 0)}
    assert set(reachable(wall_hex, HOME, 9, occupied=walled_in)) == {HOME}


def test_fire_is_walked_through_for_one_damage_or_jumped() -> None:
    """R-F-14 (L657, L1124): fire can be entered for 1 damage, or jumped over for 3 MP."""
    fire = Hex(1, 0)
    ground = Ground(BOARD, fire=frozenset({fire}))
    got = reachable(ground, HOME, 3)
    assert got[fire].damage == 1
    assert got[Hex(2, 0)].mp == 2  # the fastest way walks through the flames


def test_the_l1124_decapiteur_jumps_the_fire_plate_rather_than_burn() -> None:
    """EN-18 (L1124), R-F-33: with 4 MP the Décapiteur jumps (3 MP) over the fire plate instead of
    walking 2 hexes through it (1 HP): no damage comes before fewer MP."""
    fire = Hex(1, 0)
    # a fire plate between the Décapiteur and Riley, with units closing the detours
    ground = Ground(BOARD, fire=frozenset({fire}))
    riley = Hex(3, 0)
    side_units = {Hex(1, -1), Hex(0, 1)}
    route = enemy_route(ground, HOME, goals={Hex(2, 0)}, budget=4, occupied=side_units | {riley}, acrobatic=True)
    assert route.end == Hex(2, 0)
    assert route.damage == 0
    assert [m.kind for m in route.moves] == ["jump"]
    assert route.mp == 3


def test_zip_line_is_one_mp_one_way() -> None:
    """MV-11 (L667), TI-14: stand on a start hex, pay 1 MP, travel to its end; no way back."""
    start, end = Hex(-1, 0), Hex(4, -2)
    ground = Ground(BOARD, zip_lines={start: end})
    got = reachable(ground, start, 1)
    assert got[end].mp == 1 and got[end].moves[-1].kind == "zip"
    assert start not in reachable(ground, end, 1)


def test_zip_line_needs_a_free_arrival_in_routes() -> None:
    """R-F-16: a zip line whose arrival hex is still occupied cannot be used (pushes are an action)."""
    start, end = Hex(-1, 0), Hex(4, -2)
    ground = Ground(BOARD, zip_lines={start: end})
    assert end not in reachable(ground, start, 1, occupied={end})


def test_animals_never_jump_nor_zip() -> None:
    """MV-8 (L651), R-F-33: only human enemies (and players) use acrobatic moves."""
    rock = Hex(1, 0)
    ground = Ground(BOARD, obstacles=frozenset({rock}), zip_lines={HOME: Hex(4, 0)})
    walled_in = set(area(HOME, 1)) - {HOME, rock}
    assert set(reachable(ground, HOME, 9, occupied=walled_in, acrobatic=False)) == {HOME}


def test_leaving_a_zone_of_control_provokes_unless_paid() -> None:
    """MV-14 (L677), MV-16 (L681-685): Daisy beside two Décapiteurs; stepping away costs 3 MP to
    avoid both attacks, 1 MP to take both."""
    yellow, red = Hex(1, 0), Hex(1, -1)
    away = Hex(-1, 0)
    bold = reachable(Ground(BOARD), HOME, 3, occupied={yellow, red}, zones={yellow, red})
    assert bold[away].mp == 1 and bold[away].provoked == 2
    careful = reachable(Ground(BOARD), HOME, 3, occupied={yellow, red}, zones={yellow, red}, careful=True)
    assert careful[away].mp == 3 and careful[away].provoked == 0
    assert careful[away].moves[0].careful_for == tuple(sorted((yellow, red)))


def test_moving_round_an_enemy_inside_its_zone_is_free() -> None:
    """MV-15 (L679): going round an enemy without leaving its zone triggers nothing."""
    enemy = Hex(1, 0)
    around = Hex(1, -1)  # also adjacent to the enemy
    got = reachable(Ground(BOARD), HOME, 1, occupied={enemy}, zones={enemy})
    assert got[around].provoked == 0


def test_the_l1096_example_decapiteur_picks_riley_and_an_assailant_liza() -> None:
    """EN-11, EN-12, EN-13 (L1086-1100): to stand beside Liza the yellow Décapiteur needs 3 MP,
    round the rock or over it; beside Riley 2 MP: it picks Riley. An Assailant measures distance:
    Liza is 2 hexes away, Riley 3: it picks Liza. The picture is lost; a two-hex rock rebuilds it."""
    rock = frozenset({Hex(1, 0), Hex(1, -1)})
    ground = Ground(BOARD, obstacles=rock)
    liza, riley = Hex(2, -1), Hex(-3, 0)
    units = {liza, riley}

    def mp_to_stand_beside(target: Hex, *, acrobatic: bool = True) -> int:
        goals = {n for n in neighbours(target) if ground.walkable(n) and n not in units}
        return path_lengths(ground, goals, occupied=units, acrobatic=acrobatic)[HOME]

    assert mp_to_stand_beside(liza) == 3
    assert mp_to_stand_beside(liza, acrobatic=False) == 3  # round the rock costs the same as the jump
    assert mp_to_stand_beside(riley) == 2
    assert (distance(HOME, liza), distance(HOME, riley)) == (2, 3)


def test_path_lengths_ride_zip_lines_one_way_only() -> None:
    """MV-11 (L667), TI-14: measured from the goal outwards, a zip line counts from its start to its
    end only: 1 MP from the start hex to a goal on the end hex, never 1 MP back."""
    start, end = Hex(-4, 0), Hex(4, 0)
    ground = Ground(BOARD, zip_lines={start: end})
    assert path_lengths(ground, {end})[start] == 1
    assert path_lengths(ground, {start})[end] == distance(start, end)


def test_enemy_goes_as_near_as_it_can_when_the_goal_is_out_of_reach() -> None:
    """EN-15 (L1108): "si la destination est inaccessible, déplacez-vous au plus près possible"."""
    route = enemy_route(Ground(BOARD), HOME, goals={Hex(5, 0)}, budget=2, acrobatic=True)
    assert route.end == Hex(2, 0)
    assert route.mp == 2
